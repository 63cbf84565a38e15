import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/dom/save-file';
import { toCsv } from './report-csv';

/** A cell as shown and as exported. */
export interface ReportCell {
  shown: string;
  csv: string;
}

/**
 * A table of the report with its own "Download CSV": the file holds the same rows and columns
 * as the table, money in dollars with two decimals. The first column heads each row.
 */
export function ReportTable(props: {
  id: string;
  caption: string;
  columns: readonly { shown: string; csv: string }[];
  rows: readonly { key: string; cells: readonly ReportCell[] }[];
  fileName: string;
}) {
  const { t } = useTranslation('staff');
  const download = () =>
    saveFile(
      new Blob(
        [
          toCsv(
            props.columns.map((column) => column.csv),
            props.rows.map((row) => row.cells.map((cell) => cell.csv)),
          ),
        ],
        { type: 'text/csv;charset=utf-8' },
      ),
      props.fileName,
    );
  return (
    <section aria-labelledby={`${props.id}-caption`} className="report-table">
      <div className="table-scroll" tabIndex={0} aria-labelledby={`${props.id}-caption`}>
        <table className="table" id={props.id}>
          <caption id={`${props.id}-caption`}>{props.caption}</caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th scope="col" key={column.csv}>
                  {column.shown}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th scope="row" key={index}>
                      {cell.shown}
                    </th>
                  ) : (
                    <td key={index}>{cell.shown}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="button button--secondary" onClick={download}>
        {t('reports.download', { table: props.caption })}
      </button>
    </section>
  );
}
