import { describe, expect, it } from 'vitest';

import { courtLookupMessages, courtLookupResponseSchema } from '../../contracts/courtLookup';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { seededCourtCase } from '../../server/seed';
import { expectRefusal, useTestServer } from './helpers';

const t = useTestServer();
const lookup = (payload: object) => t.call({ method: 'POST', url: apiPaths.courtLookup, payload });

describe('court case lookup', () => {
  it('answers the Sacramento court course for the demo case (case-insensitive)', async () => {
    const res = await lookup({
      caseNumber: seededCourtCase.caseNumber.toLowerCase(),
      citationNumber: ` ${seededCourtCase.citationNumber} `,
    });
    expect(res.statusCode).toBe(200);
    const body = courtLookupResponseSchema.parse(res.body);
    expect(body.status).toEqual({ success: true, message: courtLookupMessages.found });
    expect(body.data).toEqual([
      {
        name: 'Sacramento County Court Traffic School',
        orginalPrice: 49,
        discountPrice: 29,
        configCourseId: 620,
        countyLedgerId: 5102,
        stateId: 5,
        courseId: 62,
        organisationId: 1001,
      },
    ]);
    // The course is registrable and priced like the lookup says.
    const price = await t.call({ method: 'POST', url: apiPaths.coursePrice, payload: { configCourseId: 620 } });
    expect(price.body.data).toMatchObject({ basePrice: 29, crossOutPrice: 49 });
  });

  it("answers 404 'No Records Found!' when nothing matches", async () => {
    for (const payload of [
      { caseNumber: 'SAC2026001', citationNumber: 'CIT0000000' },
      { caseNumber: 'X1', citationNumber: 'CIT2026001' },
    ]) {
      const res = await lookup(payload);
      expectRefusal(res, 404, 'No Records Found!', failureCodes.notFound);
    }
  });

  it('validates with the spec wording', async () => {
    const cases: [object, string][] = [
      [{ citationNumber: 'CIT1' }, 'caseNumber: Case Number is required'],
      [{ caseNumber: '  ', citationNumber: 'CIT1' }, 'caseNumber: Case Number is required'],
      [{ caseNumber: 'A'.repeat(36), citationNumber: 'CIT1' }, 'caseNumber: Case Number should be between 1 to 35'],
      [{ caseNumber: 'SAC-1', citationNumber: 'CIT1' }, 'caseNumber: Case Number should only contain alphabets'],
      [{ caseNumber: 'SAC1' }, 'citationNumber: Citation Number is required'],
      [
        { caseNumber: 'SAC1', citationNumber: 'C'.repeat(36) },
        'citationNumber: Citation Number should be between 1 to 35',
      ],
      [
        { caseNumber: 'SAC1', citationNumber: 'CIT 1' },
        'citationNumber: Citation Number should only contain alphabets',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await lookup(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.status).toEqual({ success: false, message, code: failureCodes.validation });
    }
  });
});
