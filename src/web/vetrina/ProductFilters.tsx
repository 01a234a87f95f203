import { usePage } from './page-context.js';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  category: string;
  onCategory: (category: string) => void;
  categories: readonly string[];
  found: number;
}

/** Search and category filter (issue 36.2); the count is announced as it changes. */
export function ProductFilters({ search, onSearch, category, onCategory, categories, found }: Props) {
  const { words } = usePage();
  const field = 'rounded border border-muted bg-white px-3 py-2 text-base';
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <label className="flex flex-1 flex-col gap-1 text-sm">
        {words.search}
        <input type="search" value={search} onChange={(event) => onSearch(event.target.value)} className={field} />
      </label>
      {categories.length > 1 && (
        <label className="flex flex-col gap-1 text-sm">
          {words.category}
          <select value={category} onChange={(event) => onCategory(event.target.value)} className={field}>
            <option value="">{words.allCategories}</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      <p aria-live="polite" className="text-sm text-muted sm:pb-2">
        {words.results(found)}
      </p>
    </div>
  );
}
