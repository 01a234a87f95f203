import { useMemo, useState } from 'react';
import { categoriesOf, filterProducts, type CatalogueProduct } from './catalogue-products.js';
import { usePage } from './page-context.js';
import { ProductCard } from './ProductCard.js';
import { ProductFilters } from './ProductFilters.js';
import { ProductView } from './ProductView.js';

/** The products in the catalogue's order, filtered by the search and the category, and the open one. */
export function ProductList({ products }: { products: readonly CatalogueProduct[] }) {
  const { words, fontFamily } = usePage();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [open, setOpen] = useState<CatalogueProduct | null>(null);
  const categories = useMemo(() => categoriesOf(products), [products]);
  const shown = useMemo(() => filterProducts(products, search, category), [products, search, category]);
  return (
    <section aria-labelledby="prodotti" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-5 py-8">
      <h2 id="prodotti" className="text-3xl font-normal" style={{ fontFamily }}>
        {words.products}
      </h2>
      <ProductFilters search={search} onSearch={setSearch} category={category} onCategory={setCategory} categories={categories} found={shown.length} />
      {shown.length === 0 ? (
        <p>{words.noResults}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-3">
          {shown.map((product) => (
            <ProductCard key={product.id} product={product} onOpen={setOpen} />
          ))}
        </ul>
      )}
      {open && <ProductView key={open.id} product={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
