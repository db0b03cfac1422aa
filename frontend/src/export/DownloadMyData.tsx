/**
 * 'Download my data' (issue 24 item 3; docs/product.md "Download my data"): a link to the
 * customer's data export. The server answers a ZIP attachment, so the page stays where it is; a
 * refusal (e.g. too many downloads in an hour) opens as the server's JSON sentence.
 */
import DownloadSvg from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';

/** The button, linking to `href` (dataExportUrl: the session's own export). */
export function DownloadMyData({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Button type="link" icon={<Icon svg={DownloadSvg} />} href={href}>
      {t('export.download')}
    </Button>
  );
}
