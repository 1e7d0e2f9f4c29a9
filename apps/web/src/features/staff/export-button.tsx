import { Button } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useAction } from "../../components/use-action";

/** "Export to PDF" beside a list's search: busy while the PDF is made, a toast with the file name after. */
export function ExportPdfButton({ onExport }: { onExport: () => Promise<string> }) {
  const { t } = useTranslation();
  const exportPdf = useAction<string>({
    action: "export-pdf",
    success: (name) => t("staff.export.exported", { name }),
    errorMessage: () => t("staff.export.failed"),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      loading={exportPdf.pending}
      data-testid="export-pdf"
      onClick={() => void exportPdf.run(onExport)}
    >
      {t("staff.export.pdf")}
    </Button>
  );
}
