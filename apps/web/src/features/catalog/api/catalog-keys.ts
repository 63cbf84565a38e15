/** Query keys of the catalog feature; mutations and tests address the cache through these. */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  category: (idOrSlug: string) => [...catalogKeys.all, 'category', idOrSlug] as const,
  productSearch: (text: string) => [...catalogKeys.all, 'product-search', text] as const,
  product: (id: string) => [...catalogKeys.all, 'product', id] as const,
};
