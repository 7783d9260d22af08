import {
  SHORT_LINK_UTM_FIELDS,
  slugField,
  withUtm,
  type ShortLink,
  type ShortLinkBody,
  type ShortLinkUtmField,
} from '@plaudit/contract';

// The "add short link" form as plain values (every field a string or a switch, as inputs hold them) and the one
// conversion to the API's body, so the form validates exactly what it sends with the contract's own schema.

export interface LinkFormValues {
  destination: string;
  slug: string;
  title: string;
  utm: Record<ShortLinkUtmField, string>;
  /** `datetime-local` text in the browser's time zone, '' for none. */
  expiresAt: string;
  expiredUrl: string;
  maxClicks: string;
  protect: boolean;
  password: string;
  iosUrl: string;
  androidUrl: string;
  disabled: boolean;
  /** '' for none. */
  productId: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO time as `datetime-local` text in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function initialValues(link?: ShortLink, productId?: string): LinkFormValues {
  const utm = Object.fromEntries(SHORT_LINK_UTM_FIELDS.map((field) => [field, link?.utm[field] ?? ''])) as Record<
    ShortLinkUtmField,
    string
  >;
  return {
    destination: link?.destination ?? '',
    slug: link?.slug ?? '',
    title: link?.title ?? '',
    utm,
    expiresAt: toLocalInput(link?.expiresAt ?? null),
    expiredUrl: link?.expiredUrl ?? '',
    maxClicks: link?.maxClicks ? String(link.maxClicks) : '',
    protect: link?.hasPassword ?? false,
    password: '',
    iosUrl: link?.iosUrl ?? '',
    androidUrl: link?.androidUrl ?? '',
    disabled: link?.disabled ?? false,
    productId: link ? (link.productId ?? '') : (productId ?? ''),
  };
}

/**
 * The body the form sends. A local date becomes an ISO time (an unreadable one stays as typed, so the schema names
 * it); an empty password with protection on keeps the link's current one (absent), protection off removes it (null).
 */
export function toBody(values: LinkFormValues, hadPassword: boolean): ShortLinkBody {
  const expires = values.expiresAt.trim();
  const time = expires ? new Date(expires) : null;
  const cap = values.maxClicks.trim();
  const password = values.protect ? (values.password === '' && hadPassword ? undefined : values.password) : null;
  return {
    destination: values.destination.trim(),
    slug: values.slug.trim(),
    title: values.title,
    utm: values.utm,
    expiresAt: time ? (Number.isNaN(time.getTime()) ? expires : time.toISOString()) : null,
    expiredUrl: values.expiredUrl,
    maxClicks: cap === '' ? null : Number(cap),
    ...(password === undefined ? {} : { password }),
    iosUrl: values.iosUrl,
    androidUrl: values.androidUrl,
    disabled: values.disabled,
    productId: values.productId || null,
  };
}

/** What a visitor lands on: the destination with the UTM fields merged (the live preview). */
export function previewOf(values: Pick<LinkFormValues, 'destination' | 'utm'>): string {
  const utm = Object.fromEntries(Object.entries(values.utm).map(([key, value]) => [key, value.trim()]));
  return withUtm(values.destination.trim(), utm);
}

/** The slug to ask the server about: a valid one that is not the link's own; null asks nothing. */
export function slugToCheck(slug: string, ownSlug: string | undefined): string | null {
  const value = slug.trim();
  if (value === '' || value.toLowerCase() === ownSlug?.toLowerCase()) return null;
  return slugField.safeParse(value).success ? value : null;
}
