import PDFDocument from 'pdfkit';
import type { PaymentProvider } from '@plaudit/contract';
import type { ReceiptBilling } from '../../db/schema/index.js';
import type { TopUpRow } from './credits.queries.js';

// A top-up's receipt as an A4 PDF, with pdfkit like the trophy protocol: the number, the date, who it is made out
// to (the team's billing details as they were when it was paid), the credits and the amount. Built-in Helvetica
// only (WinAnsi: the euro sign is in it, arrows are not). `receiptLines` is the document's text, pure.

export interface ReceiptInput {
  receiptNumber: string;
  paidAt: Date;
  credits: number;
  amountCents: number;
  currency: string;
  billing: ReceiptBilling;
  provider: PaymentProvider;
  topUpId: string;
}

export type ReceiptLine =
  | { kind: 'title'; text: string }
  | { kind: 'fact'; label: string; value: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; dim?: boolean };

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

export function receiptLines(r: ReceiptInput): ReceiptLine[] {
  const b = r.billing;
  const billedTo = [b.legalName ?? b.brandName, ...(b.address ? b.address.split(/\r?\n/) : []), b.country]
    .filter((line): line is string => Boolean(line && line.trim()))
    .map((text) => ({ kind: 'text', text }) as const);
  return [
    { kind: 'title', text: 'Receipt' },
    { kind: 'fact', label: 'Receipt number', value: r.receiptNumber },
    { kind: 'fact', label: 'Date', value: r.paidAt.toISOString().slice(0, 10) },
    { kind: 'heading', text: 'Billed to' },
    ...billedTo,
    ...(b.legalName && b.legalName !== b.brandName ? [{ kind: 'text', text: `Brand: ${b.brandName}` } as const] : []),
    ...(b.vatNumber ? [{ kind: 'fact', label: 'VAT number', value: b.vatNumber } as const] : []),
    { kind: 'heading', text: 'Payment' },
    { kind: 'fact', label: 'Item', value: `${r.credits.toLocaleString('en-GB')} Plaudit credits` },
    { kind: 'fact', label: 'Amount paid', value: money(r.amountCents, r.currency) },
    { kind: 'fact', label: 'Paid through', value: r.provider === 'stripe' ? 'Stripe' : 'Sandbox (test payment)' },
    { kind: 'fact', label: 'Top-up', value: r.topUpId },
    { kind: 'text', text: 'Issued by Plaudit. Credits are prepaid and do not expire.', dim: true },
  ];
}

export function renderReceiptPdf(r: ReceiptInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Receipt ${r.receiptNumber}`, Author: 'Plaudit' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const line of receiptLines(r)) {
    switch (line.kind) {
      case 'title':
        doc.font('Helvetica-Bold').fontSize(22).text(line.text).moveDown(0.6).fontSize(11);
        break;
      case 'heading':
        doc
          .moveDown(0.8)
          .font('Helvetica-Bold')
          .fontSize(13)
          .text(line.text)
          .moveDown(0.3)
          .font('Helvetica')
          .fontSize(11);
        break;
      case 'fact':
        doc.font('Helvetica-Bold').text(`${line.label}: `, { continued: true }).font('Helvetica').text(line.value);
        break;
      default:
        doc
          .moveDown(line.dim ? 1.5 : 0)
          .font('Helvetica')
          .fillColor(line.dim ? '#555555' : 'black')
          .text(line.text)
          .fillColor('black');
    }
  }
  doc.end();
  return done;
}

/** A paid top-up's receipt as the payer downloads it and gets it by mail: its file name and the PDF. */
export async function topUpReceipt(
  topUp: TopUpRow & { receiptNumber: string; paidAt: Date },
): Promise<{ fileName: string; pdf: Buffer }> {
  const pdf = await renderReceiptPdf({
    receiptNumber: topUp.receiptNumber,
    paidAt: topUp.paidAt,
    credits: topUp.credits,
    amountCents: topUp.amountCents,
    currency: topUp.currency,
    billing: topUp.billing ?? { brandName: '', legalName: null, address: null, country: null, vatNumber: null },
    provider: topUp.provider,
    topUpId: topUp.id,
  });
  return { fileName: `plaudit-receipt-${topUp.receiptNumber}.pdf`, pdf };
}
