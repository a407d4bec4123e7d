import { studentSchema } from '@contracts/auth';
import type { CourseInfo, ExpressRegistered, ExpressSettings } from '@machines/expressRegistration';
import type { ExpressEntry } from '@flows/expressRegistration/expressRequest';

export const expressEntry: ExpressEntry = { configCourseId: 611, organisationId: 1001 };
export const expressPhone = { mobileNumber: '', optSms: false };

export const expressSettings = {
  plain: { paymentBypass: false, azFlow: false, organisationId: 1001 },
  bypass: { paymentBypass: true, azFlow: false, organisationId: 1001 },
  az: { paymentBypass: false, azFlow: true, organisationId: 1001 },
} satisfies Record<string, ExpressSettings>;

export const expressRegistered = (isEligible: boolean | null, message = ''): ExpressRegistered => ({
  token: 'express-token',
  message,
  student: studentSchema.parse({
    studentId: 701,
    emailId: 'riley@example.com',
    status: 'PaymentPending',
    isVerified: false,
    isEligible,
  }),
});

export const courseWithVideo: CourseInfo = {
  configCourseId: 611,
  name: 'Florida BDI Course',
  infoHeader: '<p>Act <strong>today</strong></p>',
  info: '<p>Online and self-paced.</p>',
  configCourseFaq: [{ faq: { questionName: '<b>How long is it?</b>', description: '<p>4 hours.</p>' } }],
  promoVideoUrl: '/media/promo.mp4',
  price: 25,
};
export const courseWithoutVideo: CourseInfo = { ...courseWithVideo, promoVideoUrl: null };
