import type { Category } from '@partsmith/contract';
import { categoryTree } from './category-tree';

/** Enough to show a category's depth in a drop-down, which cannot be styled: three spaces a level. */
const INDENT = '\u00a0\u00a0\u00a0';

interface CategoryOptionsProps {
  categories: readonly Category[];
  /** The first option, which stands for no category (the value ''). */
  noneLabel: string;
  /** Categories not to offer (a category cannot be put under itself or one below it). */
  excluded?: ReadonlySet<string>;
}

/** The <option>s of a category drop-down: the tree in reading order, each indented by its depth. */
export function CategoryOptions({ categories, noneLabel, excluded }: CategoryOptionsProps) {
  return (
    <>
      <option value="">{noneLabel}</option>
      {categoryTree(categories)
        .filter(({ category }) => !excluded?.has(category.id))
        .map(({ category, depth }) => (
          <option key={category.id} value={category.id}>
            {`${INDENT.repeat(depth)}${category.name}`}
          </option>
        ))}
    </>
  );
}

/** A drop-down's text to the form's value: '' is no category. */
export const categoryIdFromOption = (value: string): string | null => (value === '' ? null : value);
