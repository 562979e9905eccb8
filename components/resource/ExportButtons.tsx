import { Button } from '@/components/data/Button';
import { useExportResource } from '@/hooks/resource/use-resource';
import type { ExportFormat, ListQuery, ResourceRef } from '@/services/resource/client';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'XLSX' },
];

/** Downloads the list as filtered and sorted now (every page of it). */
export function ExportButtons({ resource, query }: { resource: ResourceRef; query: ListQuery }) {
  const exporter = useExportResource(resource);
  const running = exporter.isPending ? exporter.variables?.format : undefined;
  return (
    <div className="flex items-center gap-2" role="group" aria-label="Export">
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          onClick={() => exporter.mutate({ format, query })}
          pending={running === format}
          pendingLabel="Exporting…"
          disabled={exporter.isPending}
          title={`Download the filtered list as ${label}`}
          data-testid={`resource-export-${format}`}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
