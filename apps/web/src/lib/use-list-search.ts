import { useSearchParams, type To } from 'react-router';

/** The page in ?page=, read leniently: anything but a whole number from 1 is the first page. */
export function pageFromSearch(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A paged list's place in the address: ?page= and its filters (?q=, ?status=, …), so a reload, Back or a shared link
 * shows the same rows. A changed filter starts again at the first page.
 */
export function useListSearch() {
  const [searchParams, setSearchParams] = useSearchParams();

  const hrefFor = (page: number): To => {
    const next = new URLSearchParams(searchParams);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };

  /** Sets one filter, or removes it for its default (''). */
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearchParams(next, { preventScrollReset: true });
  };

  return { searchParams, page: pageFromSearch(searchParams), hrefFor, setFilter };
}
