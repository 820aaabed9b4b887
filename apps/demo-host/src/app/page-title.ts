import { useEffect } from 'react';
import { hostText } from '../messages';

/** Sets the document title for the current page ('{page} · bondkit demo'). */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = hostText('host.pageTitle', { page });
  }, [page]);
}
