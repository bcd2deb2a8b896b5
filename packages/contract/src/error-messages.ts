/**
 * Messages for failures, shown anywhere in the app (the entry chunk loads them): kept in a module of their own
 * so the rest of the copy loads only with the screens that use it.
 */
export const errorMessages = {
  productNotFound: 'We could not find that part. It may have been removed from the catalogue.',
  routeNotFound: 'There is no API endpoint at this address.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  network: 'We could not reach the shop. Check your connection and try again.',
  chunkLoadFailed: (id: string) => `Loading chunk ${id} failed`,
  rateLimited: 'Too many attempts. Please wait a minute, then try again.',
  restarting: 'The shop is restarting. Please try again in a moment.',
} as const;
