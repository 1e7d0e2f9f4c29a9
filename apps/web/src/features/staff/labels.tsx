import { ActionIcon, Tooltip } from "@mantine/core";
import { IconQrcode } from "@tabler/icons-react";
import type { TLabelKind } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelModal, type TLabel } from "../../components/labels";
import type { TResourceRecord } from "../../components/resource/types";

/**
 * Spec §2 data-matrix view: a row action opening the label modal (type 07 instruments, 13 welders, 17
 * workstations). Returns the row action and the modal to render once in the page.
 */
export function useLabelAction(kind: TLabelKind, nameOf: (record: TResourceRecord) => string) {
  const { t } = useTranslation();
  const [label, setLabel] = useState<TLabel | null>(null);
  const action = (record: TResourceRecord) => (
    <Tooltip label={t("staff.labels.view")} withinPortal>
      <ActionIcon
        variant="subtle"
        aria-label={`${t("staff.labels.view")} ${nameOf(record)}`}
        data-testid="row-label"
        onClick={(event) => {
          event.stopPropagation();
          setLabel({ kind, uuid: record.id, name: nameOf(record) });
        }}
      >
        <IconQrcode size={18} />
      </ActionIcon>
    </Tooltip>
  );
  return { action, modal: <LabelModal label={label} onClose={() => setLabel(null)} /> };
}
