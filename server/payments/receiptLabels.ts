import type { DocumentLanguage } from '../documents/languages';

/** The receipt's wording per language; amounts arrive already formatted for the language. */
export interface ReceiptLabels {
  heading: string;
  orderNumber: string;
  date: string;
  student: string;
  course: string;
  payment: string;
  status: string;
  item: string;
  amount: string;
  total: string;
  statement: (billingName: string) => string;
  /** The PDF's Title and Subject. */
  documentTitle: (orderId: number) => string;
  documentSubject: (orderId: number, total: string) => string;
}

export const receiptLabels: Record<DocumentLanguage, ReceiptLabels> = {
  en: {
    heading: 'Payment Receipt',
    orderNumber: 'Order number',
    date: 'Date',
    student: 'Student',
    course: 'Course',
    payment: 'Payment',
    status: 'Status',
    item: 'Item',
    amount: 'Amount',
    total: 'Total',
    statement: (billingName) => `Charges appear on your statement as ${billingName}.`,
    documentTitle: (orderId) => `Receipt ${orderId}`,
    documentSubject: (orderId, total) => `Order ${orderId}, total ${total}`,
  },
  'es-LA': {
    heading: 'Recibo de pago',
    orderNumber: 'Número de orden',
    date: 'Fecha',
    student: 'Estudiante',
    course: 'Curso',
    payment: 'Pago',
    status: 'Estado',
    item: 'Concepto',
    amount: 'Monto',
    total: 'Total',
    statement: (billingName) => `Los cargos aparecen en su estado de cuenta como ${billingName}.`,
    documentTitle: (orderId) => `Recibo ${orderId}`,
    documentSubject: (orderId, total) => `Orden ${orderId}, total ${total}`,
  },
  ru: {
    heading: 'Квитанция об оплате',
    orderNumber: 'Номер заказа',
    date: 'Дата',
    student: 'Учащийся',
    course: 'Курс',
    payment: 'Способ оплаты',
    status: 'Статус',
    item: 'Позиция',
    amount: 'Сумма',
    total: 'Итого',
    statement: (billingName) => `В выписке по карте платёж будет указан как ${billingName}.`,
    documentTitle: (orderId) => `Квитанция ${orderId}`,
    documentSubject: (orderId, total) => `Заказ ${orderId}, итого ${total}`,
  },
  zh: {
    heading: '付款收据',
    orderNumber: '订单号',
    date: '日期',
    student: '学员',
    course: '课程',
    payment: '支付方式',
    status: '状态',
    item: '项目',
    amount: '金额',
    total: '合计',
    statement: (billingName) => `您的账单上将显示收款方为 ${billingName}。`,
    documentTitle: (orderId) => `收据 ${orderId}`,
    documentSubject: (orderId, total) => `订单 ${orderId}，合计 ${total}`,
  },
};
