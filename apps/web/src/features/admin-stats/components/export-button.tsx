import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { downloadCsv, type CsvTable } from '@/lib/csv';

/**
 * 'Xuất CSV' of a chart or a table; `what` completes the accessible name ('Xuất CSV doanh thu'). `table` is built
 * on click, from the figures on screen; without figures the button waits.
 */
export function ExportButton({ what, table }: { what: string; table: (() => CsvTable) | undefined }) {
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      disabled={!table}
      aria-label={`Xuất CSV ${what}`}
      onClick={() => table && downloadCsv(table())}
    >
      Xuất CSV
    </Button>
  );
}
