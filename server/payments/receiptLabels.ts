/*
 * The receipt PDF's words (02 §7 Purchase details), descriptors of locales/{language}/server.po like the mails'
 * (docs/architecture.md, "Server text in four languages"). Amounts, dates and names arrive already formatted for the
 * language and are passed as placeholders, so they print as given in any script.
 */
export const receiptLabels = {
  heading: /*i18n*/ { id: 'pdf.receipt.heading', message: 'Payment Receipt' },
  orderNumber: /*i18n*/ { id: 'pdf.receipt.orderNumber', message: 'Order number' },
  date: /*i18n*/ { id: 'pdf.receipt.date', message: 'Date' },
  student: /*i18n*/ { id: 'pdf.receipt.student', message: 'Student' },
  course: /*i18n*/ { id: 'pdf.receipt.course', message: 'Course' },
  payment: /*i18n*/ { id: 'pdf.receipt.payment', message: 'Payment' },
  status: /*i18n*/ { id: 'pdf.receipt.status', message: 'Status' },
  item: /*i18n*/ { id: 'pdf.receipt.item', message: 'Item' },
  amount: /*i18n*/ { id: 'pdf.receipt.amount', message: 'Amount' },
  total: /*i18n*/ { id: 'pdf.receipt.total', message: 'Total' },
  statement: /*i18n*/ {
    id: 'pdf.receipt.statement',
    message: 'Charges appear on your statement as {billingName}.',
  },
  /** The PDF's Title. */
  documentTitle: /*i18n*/ { id: 'pdf.receipt.documentTitle', message: 'Receipt {orderId}' },
  /** The PDF's Subject. */
  documentSubject: /*i18n*/ { id: 'pdf.receipt.documentSubject', message: 'Order {orderId}, total {total}' },
};
