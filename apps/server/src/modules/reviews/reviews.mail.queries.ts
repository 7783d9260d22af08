import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { creatorTeams, products, reviews, users } from '../../db/schema/index.js';

// What a mail to a review's author names: the author (address, first name, language), the product and its brand.

export async function authorMailFacts(db: DbOrTx, reviewId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      productName: products.name,
      productSlug: products.slug,
      brandName: creatorTeams.brandName,
      profileHandle: creatorTeams.profileHandle,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(creatorTeams, eq(creatorTeams.id, reviews.teamId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row;
}
