/** The lead page's 'Download data' button: the customer's own data export (ZIP; audited as lead.export). */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useToast } from '../../components/toast';
import { downloadLeadData } from '../api/onboarding';
import { adminErrorMessage } from '../lib/errors';
import { useAdminTranslation } from '../i18n/adminI18n';

/** Downloads the customer's data export of lead `leadId`; a failure is a toast. */

export function LeadDataButton({ leadId }: { leadId: string }) {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadLeadData(leadId);
    } catch (err) {
      toast({ title: t('common.error'), description: adminErrorMessage(err, t('lead.downloadFailed')), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
      {t('lead.downloadData')}
    </Button>
  );
}
