import PDFDocument from 'pdfkit';
import type { TrophyProtocol } from '@plaudit/contract';
import { PROTOCOL_KEY_PATH } from './trophies.signing.js';

// The protocol as a readable A4 PDF (issue 18 §4): the same facts as the signed JSON, for people. Built-in Helvetica
// only (nothing is downloaded or embedded), so the document renders the same everywhere. The JSON stays the proof;
// the PDF says how to check it.

const METHOD_TEXT: Record<TrophyProtocol['trophy']['method'], string> = {
  DRAW: 'A fair random draw. At the lock the server drew a secret seed and published its SHA-256 commitment with the frozen '
    + 'candidate list; at the award the seed was revealed and the winner is the candidate at position HMAC-SHA256(seed, trophy id) mod n.',
  SCORE: 'The highest Bayesian rating over the reviews of the period: (weight × prior + sum of ratings) / (weight + number of reviews). '
    + 'Ties: more reviews, then the earliest.',
  JURY: 'The organiser chose the winner among the candidates and justified the choice publicly.',
};

const fmt = (value: number | null | undefined, digits = 0) => (value === null || value === undefined ? '–' : value.toFixed(digits));

export function renderProtocolPdf(protocol: TrophyProtocol, keyId: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Protocol: ${protocol.trophy.name}`, Author: 'Plaudit' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const t = protocol.trophy;
  const heading = (text: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.3).font('Helvetica').fontSize(10);
  const fact = (label: string, value: string) => doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);

  doc.font('Helvetica-Bold').fontSize(20).text('Trophy protocol');
  doc.font('Helvetica').fontSize(14).text(t.name).moveDown(0.5).fontSize(10);
  if (t.description) doc.text(t.description).moveDown(0.5);
  fact('Trophy category', t.category);
  fact('Content', t.contentType);
  fact('Organiser', t.organiser);
  fact('About', t.catalogueCategory ?? 'the whole catalogue');
  fact('Period', `${t.periodFrom} to ${t.periodTo}`);
  fact('Candidates frozen', protocol.lockedAt);
  fact('Page', t.url);

  heading(`Method: ${t.method}`);
  doc.text(METHOD_TEXT[t.method]);

  heading(`Candidates (${protocol.candidates.length}, in the published order)`);
  const scores = new Map(protocol.score?.table.map((row) => [row.id, row]) ?? []);
  for (const c of protocol.candidates) {
    const f = c.figures;
    const figures = t.contentType === 'PRODUCT'
      ? `${fmt(f.reviewCount)} reviews, average ${fmt(f.ratingAverage, 2)}, ${f.helpfulCount} helpful votes`
      : `rating ${fmt(f.rating)}, ${f.helpfulCount} helpful votes`;
    const score = scores.get(c.id);
    // The built-in fonts are WinAnsi: no arrows or emoji in our own text.
    const mark = c.id === protocol.winner.id ? '  (winner)' : '';
    doc.font(c.id === protocol.winner.id ? 'Helvetica-Bold' : 'Helvetica')
      .text(`#${c.position}  ${c.title}${c.subtitle ? ` (${c.subtitle})` : ''}${mark}`)
      .font('Helvetica').fillColor('#444444')
      .text(`      ${figures}${score ? `; score ${fmt(score.score, 4)}, rank ${score.rank}` : ''}; id ${c.id}`)
      .fillColor('black');
  }

  if (protocol.draw) {
    heading('The draw');
    fact('Commitment (SHA-256 of the seed, published at the lock)', protocol.draw.commitment);
    fact('Seed (revealed at the award)', protocol.draw.seed);
    fact('Rule', protocol.draw.rule);
    fact('Index', String(protocol.draw.index));
  }
  if (protocol.score) {
    heading('The score');
    fact('Prior (platform mean of the period)', fmt(protocol.score.prior, 4));
    fact('Weight', String(protocol.score.weight));
    fact('Rule', protocol.score.rule);
  }
  if (protocol.jury) {
    heading("The jury's justification");
    doc.text(protocol.jury.justification);
  }

  heading('The decision');
  fact('Winner', `${protocol.winner.title} (position ${protocol.winner.position})`);
  fact('Decided by', protocol.decidedBy);
  fact('Decided at', protocol.decidedAt);

  heading('How to check it');
  doc.text('This PDF is a readable copy. The proof is the signed JSON protocol (download it from the trophy page with format=json): '
    + 'a JWS signed with the platform\'s Ed25519 key.');
  fact('Key id', keyId);
  fact('Public key', `${protocol.issuer}${PROTOCOL_KEY_PATH}`);
  doc.text('Verify: npm run cli -- verify-protocol <file.json>   (checks the signature, the record and recomputes the winner)');
  doc.end();
  return done;
}
