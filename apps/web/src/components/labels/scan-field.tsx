import { ActionIcon, Alert, Modal, Stack, TextInput, Tooltip } from "@mantine/core";
import { IconCamera, IconScan } from "@tabler/icons-react";
import { parseLabelText, type TLabelKind } from "@weldtrace/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { readDataMatrix } from "./read-code";

export interface TScanFieldProps {
  /** Called with a label's kind and uuid once one is read (typed by a scanner or seen by the camera). */
  onScan: (label: { kind: TLabelKind | null; uuid: string }) => void;
}

/** The camera reads codes from its frames until one is a label (phones and tablets). */
function CameraReader({ onText, onClose }: { onText: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    const canvas = document.createElement("canvas");
    const loop = async () => {
      const element = video.current;
      if (stopped || !element) return;
      if (element.videoWidth > 0) {
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        const context = canvas.getContext("2d", { willReadFrequently: true });
        context?.drawImage(element, 0, 0);
        const frame = context?.getImageData(0, 0, canvas.width, canvas.height);
        let texts: string[] = [];
        try {
          texts = frame ? await readDataMatrix(frame) : [];
        } catch {
          // The reader itself cannot start (its wasm refused or missing): say so rather than look forever.
          setFailure(t("labels.readerFailed"));
          return;
        }
        const label = texts.find((text) => parseLabelText(text));
        if (label) {
          onText(label);
          return;
        }
      }
      setTimeout(() => void loop(), 250);
    };
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: "environment" } })
      .then((media) => {
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play();
        }
        void loop();
      })
      .catch(() => setFailure(t("labels.noCamera")));
    if (!navigator.mediaDevices) setFailure(t("labels.noCamera"));
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onText, t]);
  return (
    <Modal opened onClose={onClose} title={t("labels.camera")} centered>
      <Stack>{failure ? <Alert color="red">{failure}</Alert> : <video ref={video} muted playsInline style={{ width: "100%" }} />}</Stack>
    </Modal>
  );
}

/**
 * A scan field: keyboard-wedge scanners type the label's text and Enter; the camera button reads it on a phone
 * or tablet. A text that is not a label is said so under the field.
 */
export function ScanField({ onScan }: TScanFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const submit = (text: string) => {
    const label = parseLabelText(text);
    if (!label) {
      setError(t("labels.notALabel"));
      return;
    }
    setError(null);
    setValue("");
    onScan(label);
  };
  return (
    <>
      <TextInput
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") submit(value);
        }}
        placeholder={t("labels.scanPlaceholder")}
        aria-label={t("labels.scan")}
        leftSection={<IconScan size={16} />}
        rightSection={
          <Tooltip label={t("labels.camera")}>
            <ActionIcon variant="subtle" aria-label={t("labels.camera")} onClick={() => setCamera(true)}>
              <IconCamera size={16} />
            </ActionIcon>
          </Tooltip>
        }
        error={error}
        w={{ base: "100%", sm: 280 }}
        data-testid="scan-field"
      />
      {camera && (
        <CameraReader
          onClose={() => setCamera(false)}
          onText={(text) => {
            setCamera(false);
            submit(text);
          }}
        />
      )}
    </>
  );
}
