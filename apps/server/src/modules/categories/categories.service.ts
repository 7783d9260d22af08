import type { CategoryList } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { listCategoriesWithCounts } from './categories.queries.js';

// The catalogue's categories (issue 16 §1): the public tree, and (ADMIN) their editing.
export class CategoriesService {
  constructor(private readonly deps: Pick<ServiceDeps, 'db'>) {}

  async list(): Promise<CategoryList> {
    return { data: await listCategoriesWithCounts(this.deps.db) };
  }
}
