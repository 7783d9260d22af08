import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { creatorTeams } from '../../db/schema/index.js';

// The team's billing details (columns of creator_teams): what receipts of its top-ups are made out to.

const billingColumns = {
  legalName: creatorTeams.billingLegalName,
  address: creatorTeams.billingAddress,
  country: creatorTeams.billingCountry,
  vatNumber: creatorTeams.billingVatNumber,
};

export async function findBilling(db: DbOrTx, teamId: string) {
  const [row] = await db.select(billingColumns).from(creatorTeams).where(eq(creatorTeams.id, teamId));
  return row ?? null;
}

export async function updateBilling(
  db: DbOrTx,
  teamId: string,
  values: { legalName: string | null; address: string | null; country: string | null; vatNumber: string | null },
) {
  const [row] = await db
    .update(creatorTeams)
    .set({
      billingLegalName: values.legalName,
      billingAddress: values.address,
      billingCountry: values.country,
      billingVatNumber: values.vatNumber,
      updatedAt: new Date(),
    })
    .where(eq(creatorTeams.id, teamId))
    .returning(billingColumns);
  return row!;
}
