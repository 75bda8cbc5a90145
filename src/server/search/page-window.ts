import { DEFAULT_PAGE_SIZE, type TPageInfo, type TPageQuery } from '@/contracts/dish-contract';

export interface PageWindow {
  limit: number;
  offset: number;
  page: number;
  pageSize: number;
}

/** limit/offset when given, else page/pageSize (1-based pages). */
export function toPageWindow(query: TPageQuery): PageWindow {
  const limit = query.limit ?? query.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = query.offset ?? ((query.page ?? 1) - 1) * limit;
  return { limit, offset, pageSize: limit, page: Math.floor(offset / limit) + 1 };
}

export const toPageInfo = ({ limit, offset, page, pageSize }: PageWindow, total: number): TPageInfo => ({ total, page, pageSize, limit, offset });
