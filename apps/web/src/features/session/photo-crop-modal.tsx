import { Alert, Box, Button, Group, Modal, Slider, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { PROFILE_PICTURE_CROP } from "@weldtrace/domain";
import { useState } from "react";
import Cropper from "react-easy-crop";
import { useTranslation } from "react-i18next";
import { cropToDataUrl, type TPixelArea } from "./crop-image";
import classes from "./session.module.css";

export interface TPhotoSource {
  url: string;
  type: string;
}

/** The crop step: place and zoom the image inside a 2:1 frame, then save a 400x200 image. */
export function PhotoCropModal({
  source,
  saving,
  onCancel,
  onSave,
}: {
  source: TPhotoSource | null;
  saving: boolean;
  onCancel(): void;
  onSave(dataUrl: string): void;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<TPixelArea | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [drawing, setDrawing] = useState(false);

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setUnreadable(false);
  };

  const save = async () => {
    if (!source || !area) return;
    setDrawing(true);
    try {
      onSave(await cropToDataUrl(source.url, area, source.type));
    } catch {
      setUnreadable(true);
    } finally {
      setDrawing(false);
    }
  };

  return (
    <Modal
      opened={source !== null}
      onClose={onCancel}
      onExitTransitionEnd={reset}
      title={t("session.account.cropTitle")}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("session.account.cropHelp")}
        </Text>
        {unreadable && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {t("session.account.unreadable")}
          </Alert>
        )}
        <Box className={classes.cropArea}>
          {source && (
            <Cropper
              image={source.url}
              crop={crop}
              zoom={zoom}
              minZoom={1}
              maxZoom={4}
              aspect={PROFILE_PICTURE_CROP.width / PROFILE_PICTURE_CROP.height}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ onError: () => setUnreadable(true) }}
              cropperProps={{ "aria-label": t("session.account.cropArea") }}
            />
          )}
        </Box>
        <Stack gap={4}>
          <Text size="sm" fw={500} aria-hidden>
            {t("session.account.zoom")}
          </Text>
          <Slider
            value={zoom}
            onChange={setZoom}
            min={1}
            max={4}
            step={0.05}
            label={(value) => `${Math.round(value * 100)} %`}
            thumbLabel={t("session.account.zoom")}
          />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button onClick={save} loading={saving || drawing} disabled={!area || unreadable}>
            {t("session.account.savePhoto")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
