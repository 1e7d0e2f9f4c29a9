import { Button, Group, Image, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconDownload, IconPrinter } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { labelPng, type TLabel, textOf } from "./data-matrix";

/** Prints a picture alone: a hidden frame holding just the label, so the page around it is not printed. */
function printImage(dataUrl: string, title: string) {
  const frame = document.createElement("iframe");
  frame.style.position = "fixed";
  frame.style.width = "0";
  frame.style.height = "0";
  frame.style.border = "0";
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  if (!doc) return;
  doc.title = title;
  const image = doc.createElement("img");
  image.src = dataUrl;
  image.onload = () => {
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 1000);
  };
  doc.body.style.margin = "0";
  doc.body.appendChild(image);
}

/** Spec §2 "Data-matrix print modal": a label with Print and Download (PNG). */
export function LabelModal({ label, onClose }: { label: TLabel | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [png, setPng] = useState<string | null>(null);
  useEffect(() => {
    setPng(null);
    if (label) void labelPng(label).then(setPng);
  }, [label]);
  return (
    <Modal opened={label !== null} onClose={onClose} title={t("labels.title")} centered>
      {label && (
        <Stack align="center" gap="sm">
          {png ? <Image src={png} alt={textOf(label)} w="auto" maw="100%" data-testid="label-image" /> : <Loader />}
          <Text size="xs" c="dimmed" ff="monospace" data-testid="label-text">
            {textOf(label)}
          </Text>
          <Group>
            <Button leftSection={<IconPrinter size={16} />} disabled={!png} onClick={() => png && printImage(png, label.name)}>
              {t("labels.print")}
            </Button>
            <Button
              component="a"
              href={png ?? undefined}
              download={`${label.name}.png`}
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={!png}
              data-testid="label-download"
            >
              {t("labels.downloadPng")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
