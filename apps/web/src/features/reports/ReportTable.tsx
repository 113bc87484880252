import { ABSENCE_TYPES, PRESENCE_TYPES } from '@presently/contracts';
import { Table, Tag, type TableProps } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readableFill } from '../../shared/colors';
import { formatDay } from '../../shared/dates';
import { useTablePagination } from '../../shared/ui/tablePagination';
import { formatReportMinutes } from './reportRules';
import { ReviewControl } from './ReviewControl';
import { ScanImageLink } from './ScanImageLink';
import type { ReportCell, ReportColumn, ReportLegendEntry, PreviewPage, ReportRow } from './reportTypes';
import { Typography } from '../../shared/ui/Typography';

/** Page sizes of a report preview; the pager reads '{size} per page' like every table of the spec. */
export const REPORT_PAGE_SIZES = [20, 50, 100, 200] as const;
export const REPORT_PAGE_SIZE = 50;

const ABSENCE_KEYS = new Map<number, string>(ABSENCE_TYPES.map((type) => [type.id, type.key]));
const PRESENCE_TYPE_IDS = new Map<string, number>(PRESENCE_TYPES.map((type) => [type.key, type.id]));

/**
 * Cells whose text is a key the server sends untranslated: a record's kind and source (detailed
 * report) and a record's presence type (its catalogue key), shown in the reader's language.
 */
function useValueText(): (column: ReportColumn, value: string) => string {
  const { t } = useTranslation('presence');
  return (column, value) => {
    if (column.key === 'record_kind') return t(`kinds.${value}`, { defaultValue: value });
    if (column.key === 'source') return t(`sources.${value}`, { defaultValue: value });
    if (column.label === 'presence_type' && column.presence_type_id === undefined) {
      const id = PRESENCE_TYPE_IDS.get(value);
      return id === undefined ? value : t(`types.${id}`, { defaultValue: value });
    }
    return value;
  };
}

/** A column's heading: catalogue names for type columns, day number and weekday for day columns. */
export function useColumnTitle(): (column: ReportColumn) => ReactNode {
  const { t } = useTranslation('reports');
  const { t: tPresence } = useTranslation('presence');
  const { t: tAbsences } = useTranslation('absences');
  return (column) => {
    if (column.label === 'day' && column.date) {
      const day = dayjs(column.date);
      return (
        <span className="report-day" data-date={column.date}>
          <span className="report-day__number">{day.date()}</span>
          <span className="report-day__weekday">{t(`weekdays.${day.day()}`)}</span>
        </span>
      );
    }
    if (column.presence_type_id !== undefined) {
      return (
        <span className="report-type-heading" data-presence-type={column.presence_type_id}>
          <span className="report-swatch" style={{ background: column.color }} aria-hidden />
          {tPresence(`types.${column.presence_type_id}`, { defaultValue: t(`columns.${column.label}`, { defaultValue: column.label }) })}
        </span>
      );
    }
    if (column.absence_type_id !== undefined) {
      const key = ABSENCE_KEYS.get(column.absence_type_id);
      return (
        <span className="report-type-heading" data-absence-type={column.absence_type_id}>
          {column.color ? <span className="report-swatch" style={{ background: column.color }} aria-hidden /> : null}
          {key ? tAbsences(`types.${key}`) : t(`columns.${column.label}`, { defaultValue: column.label })}
        </span>
      );
    }
    return t(`columns.${column.label}`, { defaultValue: column.label });
  };
}

/** One cell as its type says: h:mm for minutes, dd-Mon-yyyy for days, a coloured tag for codes (its text readable on the colour). */
export function ReportCellView({ column, value, color }: { column: ReportColumn; value: ReportCell | undefined; color?: string }) {
  const { t } = useTranslation('reports');
  const valueText = useValueText();
  if (value === null || value === undefined || value === '') return null;
  switch (column.type) {
    case 'minutes':
      return <>{formatReportMinutes(value)}</>;
    case 'date':
      return <span className="date-text">{formatDay(String(value))}</span>;
    case 'code': {
      // The code on its colour, as the export's cells, in text that reads on it (4.5:1).
      const fill = color ? readableFill(color) : undefined;
      return (
        <Tag color={fill?.background} style={fill ? { color: fill.color } : undefined} className="report-code" data-code={String(value)}>
          {valueText(column, String(value))}
        </Tag>
      );
    }
    case 'bool':
      return <>{value ? t('values.yes') : t('values.no')}</>;
    case 'number':
      return <>{typeof value === 'number' ? value.toLocaleString('en-GB') : String(value)}</>;
    default:
      return <>{valueText(column, String(value))}</>;
  }
}

/** Whose scan and when, as a row of the administrators report shows it: "Marija Stojanova, 02-Oct-2026 08:02". */
const scanCaption = (row: ReportRow): string =>
  [row.cells.employee, [typeof row.cells.date === 'string' ? formatDay(row.cells.date) : null, row.cells.time].filter(Boolean).join(' ')].filter(Boolean).join(', ');

const NUMERIC_TYPES = new Set(['minutes', 'number']);

interface Props {
  data: PreviewPage | undefined;
  loading: boolean;
  onPage: (page: number, size: number) => void;
}

/**
 * The preview as the server lays it out: its columns in order, its rows (per-employee total rows
 * stand out), the selection's totals as the table's last line. Wide reports scroll sideways on a
 * phone rather than squeeze.
 */
export function ReportTable({ data, loading, onPage }: Props) {
  const { t } = useTranslation('reports');
  const titleOf = useColumnTitle();
  const pagination = useTablePagination();
  const report = data?.report;
  const columns = report?.columns ?? [];
  const rows = (report?.rows ?? []).map((row, index) => ({ ...row, rowKey: index }));

  const tableColumns: TableProps<ReportRow & { rowKey: number }>['columns'] = columns.map((column) => ({
    key: column.key,
    title: titleOf(column),
    align: NUMERIC_TYPES.has(column.type) ? 'right' : column.type === 'code' ? 'center' : undefined,
    onHeaderCell: () => ({ 'data-column': column.key, 'data-type': column.type }) as React.HTMLAttributes<HTMLElement>,
    render: (_value: unknown, row: ReportRow) => {
      // The administrators report's scans that kept an image: "View" opens it, and the Reviewed by
      // cell is its review control (a scan without an image has nothing to see or review; the server
      // refuses the review too).
      const recordId = typeof row.cells.record_id === 'number' && row.cells.has_image === true ? row.cells.record_id : null;
      if (recordId !== null && column.key === 'has_image') return <ScanImageLink recordId={recordId} caption={scanCaption(row)} />;
      if (recordId !== null && column.key === 'reviewed_by') {
        return <ReviewControl recordId={recordId} reviewedBy={(row.cells.reviewed_by as string | null) ?? null} reviewedAt={(row.cells.reviewed_at as string | null) ?? null} />;
      }
      return <ReportCellView column={column} value={row.cells[column.key]} color={row.colors?.[column.key] ?? column.color} />;
    },
  }));

  const totals = report?.totals;
  const hasTotals = totals && Object.keys(totals).length > 0;

  return (
    <>
      <Table<ReportRow & { rowKey: number }>
        data-testid="report-table"
        className="report-table"
        size="small"
        bordered
        rowKey="rowKey"
        loading={loading}
        columns={tableColumns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.kind === 'total' ? 'report-row--total' : '')}
        onRow={(row) => ({ 'data-row-kind': row.kind ?? 'day' }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: t('preview.empty') }}
        pagination={pagination({
          current: data?.page ?? 1,
          pageSize: data?.size ?? REPORT_PAGE_SIZE,
          total: data?.total ?? 0,
          pageSizeOptions: REPORT_PAGE_SIZES.map(String),
          onChange: onPage,
        })}
        summary={() =>
          hasTotals ? (
            <Table.Summary.Row className="report-row--grand-total" data-testid="report-totals">
              {columns.map((column, index) => (
                <Table.Summary.Cell key={column.key} index={index} align={NUMERIC_TYPES.has(column.type) ? 'right' : undefined}>
                  {index === 0 && totals[column.key] === undefined ? (
                    <Typography.Text strong>{t('preview.totals')}</Typography.Text>
                  ) : (
                    <ReportCellView column={column} value={totals[column.key]} color={column.color} />
                  )}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
      {report?.legend?.length ? <ReportLegend items={report.legend} /> : null}
    </>
  );
}

/** What the calendar report's codes mean, each in its colour. */
function ReportLegend({ items }: { items: ReportLegendEntry[] }) {
  const { t } = useTranslation('reports');
  const { t: tPresence } = useTranslation('presence');
  const { t: tAbsences } = useTranslation('absences');
  const nameOf = (item: ReportLegendEntry): string => {
    if (item.absence_type_id !== undefined) {
      const key = ABSENCE_KEYS.get(item.absence_type_id);
      if (key) return tAbsences(`types.${key}`);
    }
    if (item.presence_type_id !== undefined) return tPresence(`types.${item.presence_type_id}`);
    return t(`columns.${item.label}`, { defaultValue: item.label });
  };
  return (
    <div className="report-legend" data-testid="report-legend">
      <Typography.Text type="secondary">{t('preview.legend')}</Typography.Text>
      {items.map((item) => {
        const fill = readableFill(item.color);
        return (
          <span key={item.code} className="report-legend__item">
            <Tag color={fill.background} style={{ color: fill.color }} className="report-code">
              {item.code}
            </Tag>
            {nameOf(item)}
          </span>
        );
      })}
    </div>
  );
}
