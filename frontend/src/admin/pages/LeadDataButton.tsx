/** The lead page's 'Download data' button: the customer's own data export (ZIP; audited as lead.export). */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useToast } from '../../components/toast';
import { downloadLeadData } from '../api/onboarding';
import { adminErrorMessage } from '../lib/errors';

export function LeadDataButton({ leadId }: { leadId: string }) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadLeadData(leadId);
    } catch (err) {
      toast({ title: 'Error', description: adminErrorMessage(err, 'Failed to download the data'), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
      Download data (ZIP)
    </Button>
  );
}
