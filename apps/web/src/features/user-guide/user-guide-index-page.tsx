import { Anchor, List, Paper, Stack, Text, Title } from "@mantine/core";
import { isAdminLike } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { guidePath, type TWebResource } from "../../components/resource/types";
import { useSession } from "../../session/session";
import { CATALOGUES } from "../catalogues/registry";
import { clientResource } from "../clients/resource";
import { userResource } from "../users/resource";

/** /user-guide: one link per list screen's guide. */
export function UserGuideIndexPage() {
  const { t } = useTranslation();
  const session = useSession();
  // The same rule as the menu: clients for a Super User, users for those who may list them.
  const administration: TWebResource[] = [
    ...(isAdminLike(session.profile?.group) ? [clientResource] : []),
    ...(session.can("users", "list") ? [userResource] : []),
  ];
  return (
    <>
      <PageHeader title={t("resources.guide.indexTitle")} crumbs={[{ label: t("menu.userGuide") }]} />
      <Paper withBorder p="md" maw={820} data-testid="user-guide-index">
        <Stack gap="md">
          <Text>{t("resources.guide.indexIntro")}</Text>
          {administration.length > 0 && (
            <Stack gap={4}>
              <Title order={4}>{t("resources.guide.administrationSection")}</Title>
              <List spacing="xs">
                {administration.map((resource) => (
                  <List.Item key={resource.path}>
                    <Anchor component={Link} to={guidePath(resource)}>
                      {t(`resources.${resource.key}.many`)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Stack gap={4}>
            <Title order={4}>{t("resources.guide.settingsSection")}</Title>
            <List spacing="xs">
              {CATALOGUES.map((resource) => (
                <List.Item key={resource.path}>
                  <Anchor component={Link} to={guidePath(resource)}>
                    {t(`resources.${resource.key}.many`)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
