import type { ProductSort } from '@partsmith/contract/constants';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useListSearch } from '@/lib/use-list-search';

/** The search, sort and page of a catalogue list, written to its address so that Back, a reload and a shared link agree. */
export function useCatalogueAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { hrefFor } = useListSearch();

  const handleSearch = useCallback(
    (query: string) => {
      const hadSearch = searchParams.has('q');
      const next = new URLSearchParams(searchParams);
      if (query) next.set('q', query);
      else next.delete('q');
      next.delete('page');
      // Typing refines one search: replace its history entry instead of adding one per pause.
      setSearchParams(next, { replace: hadSearch, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  const handleSort = (nextSort: ProductSort) => {
    const next = new URLSearchParams(searchParams);
    if (nextSort === 'newest') next.delete('sort');
    else next.set('sort', nextSort);
    next.delete('page');
    setSearchParams(next, { preventScrollReset: true });
  };

  return { handleSearch, handleSort, hrefFor };
}
