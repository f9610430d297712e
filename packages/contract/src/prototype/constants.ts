/** The prototype pages' sample data (docs/product/prototype.md). */

export const MOCK_PAGES = { episodes: 16, lockedFrom: 9 } as const;
