/** Copy of the web app's catalogue and navigation screens (ours, not quoted by the spec); the home route loads it. */
export const webMessages = {
  partCount: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'part' : 'parts'}`,
  noMatches: (query: string) => `No parts match "${query}"`,
  noParts: 'No parts are listed yet.',
  noReviews: 'No reviews yet.',
  pageNotFoundHeading: 'Page not found',
  pageNotFoundText: 'The page you are looking for does not exist or has moved.',
  retry: 'Retry',
} as const;
