import { priceTypeNames, type PurchaseRecord, purchaseRecordSchema } from '../../contracts/orders';
import type { Queryable } from '../db/types';
import type { PaymentMode } from './gateways';

/** Purchase records (02 §3) of a student, newest first, or the one transaction asked. */
export async function loadPurchaseRecords(
  db: Queryable,
  studentId: number,
  billingName: string,
  trxId?: number,
): Promise<PurchaseRecord[]> {
  const trxs = await db.query<{
    payment_trx_id: number;
    amount: string;
    gateway: string;
    status: string;
    created_at: Date;
    paid_at: Date | null;
    payment_mode: string | null;
    instrument: string | null;
    gateway_reference: string | null;
    config_course_id: number | null;
    course_name: string | null;
    email: string;
    tracking: Record<string, unknown> | null;
    is_pay_later: boolean;
    is_gateway_bypass: boolean;
  }>(
    `select p.payment_trx_id, p.amount::text as amount, p.gateway, p.status, p.created_at, p.paid_at, p.payment_mode, p.instrument,
       p.gateway_reference, p.config_course_id, c.name as course_name, s.email, s.tracking, p.is_pay_later, p.is_gateway_bypass
     from payment_transactions p join students s on s.student_id = p.student_id
       left join course_configs c on c.config_course_id = coalesce(p.config_course_id,
         (select sc.config_course_id from student_courses sc where sc.payment_trx_id = p.payment_trx_id order by sc.student_course_id limit 1))
     where p.student_id = $1 and ($2::int is null or p.payment_trx_id = $2)
     order by p.created_at desc, p.payment_trx_id desc`,
    [studentId, trxId ?? null],
  );
  if (trxs.length === 0) return [];
  const lines = await db.query<{
    payment_trx_line_id: number;
    payment_trx_id: number;
    price: string;
    price_type_code: string;
    bhwl_name: string | null;
    course_name: string;
  }>(
    `select l.payment_trx_line_id, l.payment_trx_id, l.price::text as price, l.price_type_code, l.bhwl_name, c.name as course_name
     from payment_transaction_lines l join course_configs c on c.config_course_id = l.config_course_id
     where l.payment_trx_id = any($1::int[]) order by l.payment_trx_line_id`,
    [trxs.map((t) => t.payment_trx_id)],
  );
  return trxs.map((t) => {
    const tracking = t.tracking ?? {};
    const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
    const mode: PaymentMode =
      (t.payment_mode as PaymentMode | null) ?? (t.is_gateway_bypass ? 'Bypass' : t.is_pay_later ? 'PayLater' : 'Card');
    return purchaseRecordSchema.parse({
      targetId: t.payment_trx_id,
      nonceFromTheClient: t.gateway_reference,
      paymentDate: new Date(t.paid_at ?? t.created_at).toISOString(),
      paymentMode: mode,
      paymentInstrumentType: t.instrument,
      paymentGateway: t.gateway,
      paymentStatus: t.status,
      totalAmount: Number(t.amount),
      configCourse: { configCourseId: t.config_course_id ?? 0, course: { name: t.course_name ?? '' } },
      student: {
        emailId: t.email,
        aaid: text(tracking.a_aid),
        affiliateId: text(tracking.PAPAffiliateId),
        acid: text(tracking.acid),
        visitorId: text(tracking.visitorId),
      },
      studentPaymentTrxLines: lines
        .filter((l) => l.payment_trx_id === t.payment_trx_id)
        .map((l) => ({
          studentPaymentTrxLineId: l.payment_trx_line_id,
          price: Number(l.price),
          courseName: l.course_name,
          configCoursePrice: {
            coursePriceType: { code: l.price_type_code, name: priceTypeNames[l.price_type_code] ?? l.price_type_code },
          },
          bhwlName: l.bhwl_name,
        })),
      billingName,
    });
  });
}
