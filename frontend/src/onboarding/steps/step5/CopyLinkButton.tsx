/** 'Copy Link' button that confirms with 'Copied!'. */
import { Button } from 'antd';
import { useState } from 'react';

/** Copies `link` to the clipboard. */
export function CopyLinkButton({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="small"
      type="link"
      onClick={() =>
        void navigator.clipboard
          ?.writeText(link)
          .then(() => setCopied(true))
          .catch(() => setCopied(false))
      }
    >
      {copied ? 'Copied!' : 'Copy Link'}
    </Button>
  );
}
