import type { TablePaginationConfig } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Page sizes of every administration table; the pager reads '{size} per page' (spec section 9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** The pager of administration tables: '{size} per page', the total, every page size. */
export function useTablePagination(): (config?: TablePaginationConfig) => TablePaginationConfig {
  const { t } = useTranslation('admin');
  return useCallback(
    (config: TablePaginationConfig = {}) => ({
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES.map(String),
      defaultPageSize: DEFAULT_PAGE_SIZE,
      locale: { items_per_page: t('perPage') },
      showTotal: (total: number) => t('total', { count: total }),
      hideOnSinglePage: false,
      ...config,
    }),
    [t],
  );
}
