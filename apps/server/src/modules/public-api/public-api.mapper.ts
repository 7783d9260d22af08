import type {
  CreatorReview,
  CreatorTrophy,
  Product,
  PublicApiReview,
  PublicProduct,
  PublicShortLink,
  PublicTrophy,
  ShortLink,
  ShortLinkListItem,
} from '@plaudit/contract';

// The app's answers → the public API's shapes, which are written out field by field in the contract: what the app
// adds for a screen (permissions, open report counts) stays out, so an integrator's client never changes under it.

/** A product as the editor's answer has it; what the caller may do with it is not part of the public shape. */
export function toPublicProduct(product: Omit<Product, 'permissions' | 'staffDecision'>): PublicProduct {
  return {
    id: product.id,
    teamId: product.teamId,
    name: product.name,
    slug: product.slug,
    description: product.description,
    categoryId: product.categoryId,
    tags: product.tags,
    url: product.url,
    status: product.status,
    publishedAt: product.publishedAt,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    images: product.images,
    staffDisabled: product.staffDisabled,
  };
}

export function toPublicReview(review: CreatorReview): PublicApiReview {
  return {
    id: review.id,
    type: review.type,
    status: review.status,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    video: review.video,
    author: review.author,
    product: review.product,
    createdAt: review.createdAt,
    editedAt: review.editedAt,
    helpfulCount: review.helpfulCount,
    reply: review.reply,
  };
}

export function toPublicTrophy(trophy: CreatorTrophy): PublicTrophy {
  return {
    id: trophy.id,
    name: trophy.name,
    description: trophy.description,
    status: trophy.status,
    method: trophy.method,
    contentType: trophy.contentType,
    category: trophy.category,
    catalogueCategory: trophy.catalogueCategory,
    organiser: trophy.organiser,
    periodFrom: trophy.periodFrom,
    periodTo: trophy.periodTo,
    candidateCount: trophy.candidateCount,
    winner: trophy.winner,
    lockedAt: trophy.lockedAt,
    awardedAt: trophy.awardedAt,
    createdAt: trophy.createdAt,
    updatedAt: trophy.updatedAt,
    relation: trophy.relation,
  };
}

export function toPublicShortLink(link: ShortLink | ShortLinkListItem): PublicShortLink {
  return {
    id: link.id,
    slug: link.slug,
    shortUrl: link.shortUrl,
    destination: link.destination,
    finalUrl: link.finalUrl,
    title: link.title,
    utm: link.utm,
    expiresAt: link.expiresAt,
    expiredUrl: link.expiredUrl,
    maxClicks: link.maxClicks,
    hasPassword: link.hasPassword,
    iosUrl: link.iosUrl,
    androidUrl: link.androidUrl,
    productId: link.productId,
    disabled: link.disabled,
    status: link.status,
    clicks: link.clicks,
    createdAt: link.createdAt,
    updatedAt: link.updatedAt,
  };
}
