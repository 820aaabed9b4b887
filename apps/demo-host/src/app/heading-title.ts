import { useEffect } from 'react';
import { hostText } from '../messages';

/**
 * Titles the page after the main heading a widget renders (BondDetail's company name), falling back to
 * `fallback` until it appears. Interim: the widget has no load callback the host could title the page from.
 */
export function useTitleFromHeading(fallback: string): void {
  useEffect(() => {
    const main = document.getElementById('main');
    const apply = () => {
      const heading = main?.querySelector('h1')?.textContent?.trim();
      document.title = hostText('host.pageTitle', { page: heading || fallback });
    };
    apply();
    if (!main) return;
    const observer = new MutationObserver(apply);
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [fallback]);
}
