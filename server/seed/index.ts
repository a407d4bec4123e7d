import { addMs, type Clock, hours, systemClock } from '../clock';
import { courseTextsByConfig } from '../courseFiles/courseLibrary';
import { type DataKeys, developmentDataKeys } from '../dataAtRest/dataKeys';
import type { Db, Queryable } from '../db/types';
import { type SeededAccountName, seededAccounts } from './accounts';
import { seedArizonaAccounts } from './arizona';
import { seedCartData } from './cart';
import {
  courses,
  defaultCourseSummary,
  flexiFieldCatalogue,
  gsaOrganisationId,
  organisations,
  ownOrganisationId,
  reasons,
  stateOfCourse,
} from './catalog';
import { creditTwoChaptersOf611 } from './chapterCredits';
import { seedCourseContent } from './courseContent';
import { seedCourseRules } from './courseRules';
import { seedCourseTakingPathAccounts } from './courseTakingPaths';
import { hashDemoPassword } from './demoPasswords';
import { seedDocumentsPathsAccounts } from './documentsPaths';
import { seedEligibilityAccounts } from './eligibility';
import { seedExpressData } from './express';
import { seedFaqs } from './faqRows';
import { seedHomePathsAccounts } from './homePaths';
import { hashSeededAnswers } from './identityChecks';
import { seedLearners } from './learners';
import { insertPaidCourse } from './paidCourse';
import { seedProfileData } from './profile';
import { seedPurchasePaths } from './purchasePaths';
import { seedRefundAccounts } from './refunds';
import { seededGsaVehicleTag } from './registration';
import { seedRegistrationPaths } from './registrationPaths';
import { seedSecurityQuestions } from './securityQuestions';
import { seedSignInPathsAccounts } from './signInPaths';
import { usStates } from './states';
import { activeStudent, insertStudent } from './students';
import { seedTwoFactorAccounts } from './twoFactor';

export { seededAccounts, seededAccountsHint, seedPassword } from './accounts';
export { parentVerificationStateCode, seededDiscounts, seededPriceExtras, seededUpsells } from './cart';
export { arizonaCourseId, demoCourseId, identityDemoCourseId } from './catalog';
export { seedCourseRules, seededCourseRules } from './courseRules';
export { courseCategories, promoVideoPath, seededCourtCase, seededReviews, waitCostsQuestion } from './express';
export { type RegistrationVariant, registrationVariants, seededGsaVehicleTag, seededRemaps } from './registration';
export { seededTwoFactor } from './twoFactor';

const days = (n: number) => hours(24 * n);

async function seedReferenceData(tx: Queryable) {
  for (const o of organisations) {
    await tx.query(
      `insert into organisations (organisation_id, name, logo_path, student_domain, redirect_url, is_partner_organisation,
         is_registration_disclaimer_required, registration_disclaimer_message, is_comm100_required)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (organisation_id) do nothing`,
      [
        o.id,
        o.name,
        o.logoPath,
        o.studentDomain,
        o.redirectUrl,
        o.isPartner,
        o.disclaimer !== null,
        o.disclaimer,
        o.isComm100Required,
      ],
    );
    for (const hostname of o.domains) {
      await tx.query(
        'insert into organisation_domains (hostname, organisation_id) values ($1, $2) on conflict do nothing',
        [hostname, o.id],
      );
    }
    for (const [name, value] of Object.entries(o.attributes)) {
      await tx.query('insert into organisation_custom_attributes values ($1, $2, $3) on conflict do nothing', [
        o.id,
        name,
        value,
      ]);
    }
  }
  for (const r of reasons) {
    await tx.query('insert into reasons (reason_id, reason_name) values ($1, $2) on conflict do nothing', [
      r.id,
      r.name,
    ]);
  }
  for (const [i, [name, code]] of usStates.entries()) {
    await tx.query('insert into states (state_id, state_name, state_code) values ($1, $2, $3) on conflict do nothing', [
      i + 1,
      name,
      code,
    ]);
  }
  for (const f of flexiFieldCatalogue) {
    await tx.query(
      'insert into flexi_fields (flexi_field_id, name, field_type, description) values ($1, $2, $3, $4) on conflict do nothing',
      [f.id, f.name, f.type, f.description],
    );
  }
  for (const c of courses) {
    await tx.query(
      `insert into course_configs (config_course_id, name, state_id, organisation_id, is_default, daily_time_limit_seconds, info_header,
         course_family, is_registration_closed, is_court_referral, county_ledger_id, is_gsa_course, checkout_header)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) on conflict do nothing`,
      [
        c.id,
        c.name,
        stateOfCourse(c),
        c.organisationId ?? ownOrganisationId,
        c.isDefault ?? false,
        c.dailyTimeLimitSeconds ?? null,
        c.name,
        c.family ?? null,
        c.isRegistrationClosed ?? false,
        c.isCourtReferral ?? false,
        c.countyLedgerId ?? null,
        c.isGsaCourse ?? false,
        c.checkoutHeader ?? null,
      ],
    );
    // Rows seeded before migration 0003 get its columns filled once (still never overwriting a value).
    await tx.query(
      `update course_configs set course_family = coalesce(course_family, $2), checkout_header = coalesce(checkout_header, $3)
       where config_course_id = $1 and (course_family is null or checkout_header is null)`,
      [c.id, c.family ?? null, c.checkoutHeader ?? null],
    );
    // Migration 0006: the cart cards' plain-text description (never overwriting a value).
    await tx.query('update course_configs set summary = $2 where config_course_id = $1 and summary is null', [
      c.id,
      c.summary ?? defaultCourseSummary,
    ]);
    await tx.query(
      `insert into course_config_prices (config_course_id, price_type, name, amount, cross_out_amount) values ($1, 'COURSE', $2, $3, $4)
       on conflict do nothing`,
      [c.id, c.name, c.price, c.crossOutPrice ?? null],
    );
    if (c.crossOutPrice) {
      await tx.query(
        `update course_config_prices set cross_out_amount = $2 where config_course_id = $1 and price_type = 'COURSE' and cross_out_amount is null`,
        [c.id, c.crossOutPrice],
      );
    }
    for (const [name, value] of Object.entries(c.attributes ?? {})) {
      await tx.query('insert into config_course_custom_attributes values ($1, $2, $3) on conflict do nothing', [
        c.id,
        name,
        value,
      ]);
    }
    // A course taught with seeded text gets its chapters from the text and its rule set (seed/courseContent.ts).
    if (!courseTextsByConfig()[c.id]) {
      for (const [i, title] of c.chapters.entries()) {
        await tx.query(
          `insert into course_chapters (config_course_id, position, title, required_seconds) values ($1, $2, $3, 1800)
           on conflict (config_course_id, position) do nothing`,
          [c.id, i + 1, title],
        );
      }
    }
    for (const [i, f] of (c.flexiFields ?? []).entries()) {
      const fieldId = flexiFieldCatalogue.find((x) => x.name === f.name)!.id;
      await tx.query(
        `insert into config_course_flexi_fields (config_course_id, flexi_field_id, position, is_mandatory, is_validation_required,
           is_diversion_field, ref_field_name, is_profile_only)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
        [
          c.id,
          fieldId,
          i + 1,
          f.mandatory ?? false,
          f.validationRequired ?? false,
          f.diversion ?? false,
          f.refFieldName ?? null,
          f.profileOnly ?? false,
        ],
      );
      for (const [j, item] of (f.items ?? []).entries()) {
        await tx.query(
          `insert into flexi_field_items (config_course_id, flexi_field_id, position, value, label, ref_field_value)
           values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
          [c.id, fieldId, j + 1, item.value, item.label, item.refFieldValue ?? null],
        );
      }
    }
  }
}

/**
 * What every database needs, production's included: organisations, states, the course catalogue with its rule sets,
 * content, security questions and FAQs. With `demo`, the demonstration's placeholder video, court case, sample reviews
 * and discount codes too; never its accounts (those are `seed`'s).
 */
async function seedReference(tx: Queryable, { demo, now }: { demo: boolean; now: Date }) {
  await seedReferenceData(tx);
  await seedCourseRules(tx);
  await seedSecurityQuestions(tx);
  await seedFaqs(tx);
  await seedCourseContent(tx, now);
  await seedExpressData(tx, courses, { demo });
  await seedCartData(tx, { demo });
}

/** Production's seed (NODE_ENV=production): reference data only, idempotent, in one transaction. */
export async function seedReferenceOnly(db: Db, clock: Clock = systemClock): Promise<void> {
  await db.transaction((tx) => seedReference(tx, { demo: false, now: clock() }));
}

export interface SeedOptions {
  /**
   * The browser paths' own students and organisations (tests/paths): on by default, so `npm start` serves
   * them too; the server tests leave them out (each of their databases would hash another 200 passwords).
   */
  pathFixtures?: boolean;
  /** The keys seeded secrets are sealed with (the server's DATA_KEYS); the development key by default. */
  dataKeys?: DataKeys;
}

/** Idempotent: inserts what is missing, never changes existing rows. Returns true when the demo accounts were created now. */
export async function seed(
  db: Db,
  clock: Clock = systemClock,
  { pathFixtures = true, dataKeys = developmentDataKeys }: SeedOptions = {},
): Promise<boolean> {
  const now = clock();
  const names = Object.keys(seededAccounts) as SeededAccountName[];
  const [hashList, answerHashes] = await Promise.all([
    Promise.all(names.map((n) => hashDemoPassword(seededAccounts[n].password))),
    hashSeededAnswers(),
  ]);
  const hashes = Object.fromEntries(names.map((n, i) => [n, hashList[i]])) as Record<SeededAccountName, string>;
  return db.transaction(async (tx) => {
    await seedReference(tx, { demo: true, now });
    const {
      student: hStudent,
      pending: hPending,
      expired: hExpired,
      ineligible: hIneligible,
      legacy: hLegacy,
      recovery: hRecovery,
    } = hashes;
    await seedLearners(tx, hashes, answerHashes, now);
    await seedProfileData(tx, hashes.profile, now);

    const studentId = await insertStudent(tx, activeStudent(seededAccounts.student.email, 'Alex', 'Rivera'), hStudent);
    if (studentId) {
      const purchasedAt = addMs(now, -days(7));
      const course = await insertPaidCourse(tx, {
        studentId,
        configCourseId: 611,
        amount: 24.95,
        purchasedAt,
        status: 'InProgress',
        paymentNamesCourse: false,
      });
      await creditTwoChaptersOf611(tx, course, purchasedAt);
    }

    const pendingId = await insertStudent(
      tx,
      {
        email: seededAccounts.pending.email,
        firstName: 'Pat',
        lastName: 'Pending',
        status: 'PaymentPending',
        isVerified: false,
        isPersonalInfoPending: true,
        isEligible: true,
      },
      hPending,
    );
    if (pendingId) {
      await tx.query(
        `insert into student_courses (student_id, config_course_id, status) values ($1, 611, 'PaymentPending')`,
        [pendingId],
      );
    }
    await insertStudent(
      tx,
      { ...activeStudent(seededAccounts.expired.email, 'Eve', 'Expired'), passwordExpired: true },
      hExpired,
    );
    await insertStudent(
      tx,
      { ...activeStudent(seededAccounts.ineligible.email, 'Ian', 'Ineligible'), isEligible: false },
      hIneligible,
    );
    await insertStudent(tx, activeStudent(seededAccounts.recovery.email, 'Rae', 'Recovery'), hRecovery);
    await insertStudent(tx, activeStudent(seededAccounts.account.email, 'Ash', 'Account'), hashes.account);
    // Settings and Integration: accounts of their own, so their browser tests change nobody else's choices.
    const settingsId = await insertStudent(
      tx,
      activeStudent(seededAccounts.settings.email, 'Sky', 'Settings'),
      hashes.settings,
    );
    if (settingsId)
      await tx.query("update students set mobile_number = '5551234567' where student_id = $1", [settingsId]);
    await insertStudent(tx, activeStudent(seededAccounts.integration.email, 'Ivy', 'Integration'), hashes.integration);
    const [gsa] = await tx.query<{ student_id: number }>(
      `insert into students (email, password_hash, first_name, last_name, status, is_verified, is_personal_info_pending,
         is_eligible, is_licenseplate_eligible, organisation_id)
       values ($1, $2, 'Gil', 'Fleet', 'PaymentPending', true, true, true, true, $3)
       on conflict ((lower(email))) do nothing returning student_id`,
      [seededAccounts.gsa.email, hashes.gsa, gsaOrganisationId],
    );
    if (gsa) {
      await tx.query(
        `insert into student_courses (student_id, config_course_id, status, vehicle_tag) values ($1, 901, 'PaymentPending', $2)`,
        [gsa.student_id, seededGsaVehicleTag],
      );
      await tx.query(
        `insert into student_flexi_values (student_id, config_course_id, flexi_field_id, name, value) values ($1, 901, 5, 'VEHICLE_TAG', $2)`,
        [gsa.student_id, seededGsaVehicleTag],
      );
    }
    await tx.query(
      `insert into legacy_accounts (email, password_hash, first_name, last_name, legacy_user_id)
       values ($1, $2, 'Lee', 'Legacy', 'BDI-000123') on conflict ((lower(email))) do nothing`,
      [seededAccounts.legacy.email, hLegacy],
    );
    // Last, so the accounts above keep their ids.
    await seedTwoFactorAccounts(tx, hashes, answerHashes, now, dataKeys);
    // After the others, so their ids stay: the Arizona eligibility accounts.
    await seedEligibilityAccounts(tx, hashes, now);
    // Arizona documents: azstudent@example.com (AZ course paid, documents not filed).
    await seedArizonaAccounts(tx, hashes, now);
    // Refunds: refund@example.com (a paid course not started, an upsell and an extra).
    await seedRefundAccounts(tx, hashes, now);
    if (pathFixtures) {
      // Course taking's browser paths, one student per situation (all with the seeded password).
      await seedCourseTakingPathAccounts(tx, answerHashes, now);
      // The home pages' browser paths (server/seed/homePaths.ts), with the seed password.
      await seedHomePathsAccounts(tx, now);
      // Registration's browser paths (server/seed/registrationPaths.ts): organisations, a revoked certificate.
      await seedRegistrationPaths(tx, now);
      // Refunds', documents', eligibility's, the outline's and the identity set-ups' browser paths.
      await seedDocumentsPathsAccounts(tx, now);
      // The sign-in flows' browser paths (server/seed/signInPaths.ts): Active students for two-step sign-in.
      await seedSignInPathsAccounts(tx);
      // The thank-you page's browser paths (server/seed/purchasePaths.ts): organisations asking for the survey.
      await seedPurchasePaths(tx);
    }
    return studentId !== undefined;
  });
}
