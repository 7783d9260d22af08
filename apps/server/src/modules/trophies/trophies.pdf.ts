import PDFDocument from 'pdfkit';
import {
  PLATFORM_ORGANISER_NAME,
  TROPHY_VERIFIER_PATH,
  type TrophyContentType,
  type TrophyMethod,
  type TrophyOrganiserKind,
  type TrophyProtocol,
} from '@plaudit/contract';
import { PROTOCOL_KEY_PATH } from './trophies.signing.js';

// The protocol as a readable A4 PDF: the same facts as the signed JSON, for people, in words: what can
// win, how it was decided, the candidates counted from 1, who awarded it. Built-in Helvetica only (nothing is
// downloaded or embedded), so the document renders the same everywhere. The JSON stays the proof; the PDF says how
// to check it, and keeps the exact formula for those who want it. `protocolLines` is the document's text, pure.

const CONTENT_TEXT: Record<TrophyContentType, string> = {
  PRODUCT: 'Products',
  REVIEW: 'Written reviews',
  VIDEO: 'Video reviews',
};

const METHOD_NAME: Record<TrophyMethod, string> = {
  DRAW: 'A fair random draw',
  SCORE: 'The best rating score',
  JURY: 'A jury decision',
};

const METHOD_TEXT: Record<TrophyMethod, string> = {
  DRAW:
    'When the candidates were locked, Plaudit drew a secret random number and published a fingerprint of it with the ' +
    'candidate list, so nobody could change either afterwards. At the award the number was revealed, and it alone picked ' +
    'the winner. Anyone can repeat the draw with the steps below.',
  SCORE:
    'The candidate with the best rating score over the reviews of the period won. The score evens out small numbers of ' +
    'reviews: a few five-star reviews cannot beat a hundred great ones. Ties go to more reviews, then to the earliest.',
  JURY: 'The organiser chose the winner among the candidates and explained the choice publicly.',
};

const fmt = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined ? '–' : value.toFixed(digits);

/** One line of the document: a title, a section heading, a "label: value" fact, or a paragraph. */
export type PdfLine =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'fact'; label: string; value: string }
  | { kind: 'text'; text: string; bold?: boolean; dim?: boolean };

/** Who ran the trophy, for protocols signed before the record said so: the platform's name, or a brand's. */
const kindOf = (protocol: TrophyProtocol): TrophyOrganiserKind =>
  protocol.trophy.organiserKind ?? (protocol.trophy.organiser === PLATFORM_ORGANISER_NAME ? 'PLATFORM' : 'TEAM');

export function protocolLines(protocol: TrophyProtocol, keyId: string): PdfLine[] {
  const t = protocol.trophy;
  const brandRun = kindOf(protocol) === 'TEAM';
  const lines: PdfLine[] = [
    { kind: 'title', text: brandRun ? 'Brand award protocol' : 'Trophy protocol' },
    { kind: 'subtitle', text: t.name },
  ];
  if (t.description) lines.push({ kind: 'text', text: t.description });
  lines.push({ kind: 'fact', label: 'Awarded by', value: t.organiser });
  if (brandRun) {
    lines.push({
      kind: 'text',
      text: `A brand award: ${t.organiser} ran this trophy among its own products. It is not an award of ${PLATFORM_ORGANISER_NAME}.`,
    });
  }
  lines.push(
    { kind: 'fact', label: 'Trophy category', value: t.category },
    { kind: 'fact', label: 'What can win', value: CONTENT_TEXT[t.contentType] },
    { kind: 'fact', label: 'About', value: t.catalogueCategory ?? 'the whole catalogue' },
    { kind: 'fact', label: 'Period', value: `${t.periodFrom} to ${t.periodTo}` },
    { kind: 'fact', label: 'Candidates locked', value: protocol.lockedAt },
    { kind: 'fact', label: 'Page', value: t.url },
    { kind: 'heading', text: `How the winner was chosen: ${METHOD_NAME[t.method]}` },
    { kind: 'text', text: METHOD_TEXT[t.method] },
    { kind: 'heading', text: `Candidates (${protocol.candidates.length}, in the published order)` },
  );
  const scores = new Map(protocol.score?.table.map((row) => [row.id, row]) ?? []);
  for (const c of protocol.candidates) {
    const f = c.figures;
    const figures =
      t.contentType === 'PRODUCT'
        ? `${fmt(f.reviewCount)} reviews, average ${fmt(f.ratingAverage, 2)}, ${f.helpfulCount} helpful votes`
        : `rating ${fmt(f.rating)}, ${f.helpfulCount} helpful votes`;
    const score = scores.get(c.id);
    const winner = c.id === protocol.winner.id;
    // Counted from 1, as people count; the draw's 0-based index is in the check below.
    lines.push(
      {
        kind: 'text',
        bold: winner,
        text: `${c.position + 1}.  ${c.title}${c.subtitle ? ` (${c.subtitle})` : ''}${winner ? '  (winner)' : ''}`,
      },
      {
        kind: 'text',
        dim: true,
        text: `      ${figures}${score ? `; score ${fmt(score.score, 4)}, rank ${score.rank}` : ''}`,
      },
    );
  }
  if (protocol.score) {
    lines.push(
      { kind: 'heading', text: 'The score' },
      {
        kind: 'fact',
        label: 'Average rating of the period (where every score starts)',
        value: fmt(protocol.score.prior, 4),
      },
      { kind: 'fact', label: 'Weight of that average', value: `${protocol.score.weight} reviews` },
    );
  }
  if (protocol.jury)
    lines.push({ kind: 'heading', text: "The jury's reasons" }, { kind: 'text', text: protocol.jury.justification });

  lines.push(
    { kind: 'heading', text: 'The decision' },
    {
      kind: 'fact',
      label: 'Winner',
      value: `${protocol.winner.title} (candidate ${protocol.winner.position + 1} of ${protocol.candidates.length})`,
    },
    { kind: 'fact', label: 'Decided by', value: protocol.decidedBy },
    { kind: 'fact', label: 'Decided at', value: protocol.decidedAt },
  );

  lines.push(
    { kind: 'heading', text: protocol.draw ? 'How to check this draw' : 'How to check this protocol' },
    {
      kind: 'text',
      text:
        'This PDF is a readable copy. The proof is the signed protocol file (JSON) on the trophy page, signed with the ' +
        `platform's key. Download it and the verifier from ${protocol.issuer}${TROPHY_VERIFIER_PATH}, then run: ` +
        'node trophy-verifier.mjs protocol.json. It checks the signature and works the result out again on its own.',
    },
  );
  if (protocol.draw) {
    lines.push(
      {
        kind: 'fact',
        label: 'Fingerprint published at the lock (SHA-256 of the secret number)',
        value: protocol.draw.commitment,
      },
      { kind: 'fact', label: 'Secret number revealed at the award', value: protocol.draw.seed },
      { kind: 'fact', label: 'The exact rule', value: protocol.draw.rule },
      {
        kind: 'fact',
        label: 'Result',
        value: `${protocol.draw.index}, counted from 0: candidate ${protocol.draw.index + 1}`,
      },
    );
  }
  if (protocol.score) lines.push({ kind: 'fact', label: 'The exact rule', value: protocol.score.rule });
  lines.push(
    { kind: 'fact', label: 'Key id', value: keyId },
    { kind: 'fact', label: 'Public key', value: `${protocol.issuer}${PROTOCOL_KEY_PATH}` },
  );
  return lines;
}

export function renderProtocolPdf(protocol: TrophyProtocol, keyId: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Protocol: ${protocol.trophy.name}`, Author: protocol.trophy.organiser },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // The built-in fonts are WinAnsi: no arrows or emoji in our own text.
  for (const line of protocolLines(protocol, keyId)) {
    switch (line.kind) {
      case 'title':
        doc.font('Helvetica-Bold').fontSize(20).text(line.text);
        break;
      case 'subtitle':
        doc.font('Helvetica').fontSize(14).text(line.text).moveDown(0.5).fontSize(10);
        break;
      case 'heading':
        doc
          .moveDown(0.8)
          .font('Helvetica-Bold')
          .fontSize(13)
          .text(line.text)
          .moveDown(0.3)
          .font('Helvetica')
          .fontSize(10);
        break;
      case 'fact':
        doc.font('Helvetica-Bold').text(`${line.label}: `, { continued: true }).font('Helvetica').text(line.value);
        break;
      default:
        doc
          .font(line.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fillColor(line.dim ? '#444444' : 'black')
          .text(line.text)
          .fillColor('black')
          .font('Helvetica');
    }
  }
  doc.end();
  return done;
}
