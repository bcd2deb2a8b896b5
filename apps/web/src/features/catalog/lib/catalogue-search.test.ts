import { describe, expect, it } from 'vitest';
import { chosenRange, chosenValues, countFilters, NO_FILTERS, parseCatalogSearch, setRange, toggleChoice, withFilters } from './catalogue-search';

describe('the catalogue address', () => {
  it('reads the search, sort, page and every filter', () => {
    const search = parseCatalogSearch(
      new URLSearchParams('q=fan&sort=price_asc&page=2&inStock=true&minPrice=10&maxPrice=99.5&spec=socket:AM5&spec=socket:AM4&spec=tdp:65..125'),
    );
    expect(search).toEqual({
      q: 'fan',
      sort: 'price_asc',
      page: 2,
      inStock: true,
      minPrice: 10,
      maxPrice: 99.5,
      spec: ['socket:AM5', 'socket:AM4', 'tdp:65..125'],
    });
  });

  it('drops what it cannot use instead of failing', () => {
    const search = parseCatalogSearch(
      new URLSearchParams('inStock=yes&minPrice=-3&maxPrice=lots&spec=Socket:AM5&spec=novalue&spec=rgb:&spec=rgb:true&spec=rgb:true'),
    );
    expect(search).toMatchObject({ inStock: false, minPrice: null, maxPrice: null, spec: ['rgb:true'] });
  });

  it('writes filters back so that reading them gives the same filters, keeping the search and sort and leaving the page', () => {
    const filters = { inStock: true, minPrice: 5, maxPrice: null, spec: ['socket:AM5', 'fan_size:..120'] };
    const next = withFilters(new URLSearchParams('q=cooler&sort=name&page=4&spec=old:x'), filters);
    expect(next.toString()).toBe('q=cooler&sort=name&inStock=true&minPrice=5&spec=socket%3AAM5&spec=fan_size%3A..120');
    const { q, sort, page, ...read } = parseCatalogSearch(next);
    expect({ q, sort, page }).toEqual({ q: 'cooler', sort: 'name', page: 1 });
    expect(read).toEqual(filters);
    expect(withFilters(next, NO_FILTERS).toString()).toBe('q=cooler&sort=name');
  });

  it('toggles choices and replaces a range', () => {
    let spec = toggleChoice([], 'socket', 'AM5');
    spec = toggleChoice(spec, 'socket', 'AM4');
    expect(chosenValues(spec, 'socket')).toEqual(['AM5', 'AM4']);
    spec = toggleChoice(spec, 'socket', 'AM5');
    expect(spec).toEqual(['socket:AM4']);

    spec = setRange(spec, 'tdp', { min: 65, max: null });
    expect(chosenRange(spec, 'tdp')).toEqual({ min: 65, max: null });
    spec = setRange(spec, 'tdp', { min: 65, max: 125 });
    expect(spec).toEqual(['socket:AM4', 'tdp:65..125']);
    expect(chosenRange(spec, 'fan_size')).toEqual({ min: null, max: null });
    expect(setRange(spec, 'tdp', { min: null, max: null })).toEqual(['socket:AM4']);
    expect(countFilters({ inStock: true, minPrice: null, maxPrice: 20, spec })).toBe(4);
  });
});
