/**
 * Starts fetching, at high priority, a photo the page is about to show as its largest paint (the opened
 * listing's first photo, the first card's): the `<img>` that React renders later finds it under way or done.
 */
export function preloadImage(url: string | null | undefined): void {
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}
