// The web pages the credits area links to (mails, checkout returns).
export const pageAddress = {
  credits: () => '/dashboard/creator/credits',
  sandboxCheckout: (topUpId: string) => `/checkout/sandbox/${encodeURIComponent(topUpId)}`,
};
