import { Button } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../components/toast";

/** "Export to PDF" beside a list's search: busy while the PDF is made, a toast with the file name after. */
export function ExportPdfButton({ onExport }: { onExport: () => Promise<string> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      loading={busy}
      data-testid="export-pdf"
      onClick={async () => {
        setBusy(true);
        try {
          const name = await onExport();
          toast.show("export-pdf", { color: "green", message: t("staff.export.exported", { name }) });
        } catch {
          toast.show("export-pdf", { color: "red", message: t("staff.export.failed") });
        } finally {
          setBusy(false);
        }
      }}
    >
      {t("staff.export.pdf")}
    </Button>
  );
}
