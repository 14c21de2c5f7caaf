// The browser tab's title (WCAG 2.4.2): each route names its page with a catalogue key in `handle.title`.

/** The catalogue key of the page's title: the innermost matched route that names one. */
export const pageTitleKey = (matches: readonly { handle?: unknown }[]): string | null => {
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i]!.handle;
    if (typeof h === 'object' && h !== null && typeof (h as { title?: unknown }).title === 'string')
      return (h as { title: string }).title;
  }
  return null;
};

/** "<page> - <site>", or the site's name alone for a page without a title. */
export const documentTitle = (page: string | null, site: string): string => (page ? `${page} - ${site}` : site);
