import type { CategoryItem } from '@plaudit/contract';

export interface CategoryOption {
  value: string;
  label: string;
}

/**
 * The categories as select options: each parent followed by its children, a child labelled "Parent › Child" (the
 * tree has one level of nesting). Orphans (a parent not in the list) keep their own name.
 */
export function categoryOptions(categories: readonly CategoryItem[]): CategoryOption[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const options: CategoryOption[] = [];
  for (const parent of categories.filter((category) => category.parentId === null || !byId.has(category.parentId))) {
    options.push({ value: parent.id, label: parent.name });
    for (const child of categories.filter((category) => category.parentId === parent.id)) {
      options.push({ value: child.id, label: `${parent.name} › ${child.name}` });
    }
  }
  return options;
}
