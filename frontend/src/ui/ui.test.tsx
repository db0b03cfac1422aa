// @vitest-environment jsdom
/**
 * The customer pages' light components render the markup antd 6 renders for the same props (so
 * antd's static CSS draws them the same), checked against antd itself under the product theme; and
 * the behaviour they copy: Tabs (ink bar, keyboard, panes kept), Segmented (arrow keys), Button
 * (no click while loading).
 */
import ArrowLeftSvg from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import ArrowRightSvg from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import DeleteSvg from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import LeftSvg from '@ant-design/icons-svg/es/asn/LeftOutlined';
import VideoCameraSvg from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import { ArrowLeftOutlined, ArrowRightOutlined, CheckCircleFilled, DeleteOutlined, LeftOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import * as antd from 'antd';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { WarningAlert } from './Alert';
import { Button } from './Button';
import { Icon } from './Icon';
import { Segmented } from './Segmented';
import { Skeleton } from './Skeleton';
import { Spin } from './Spin';
import { Tabs } from './Tabs';
import { TextArea } from './TextArea';

afterEach(cleanup);

/**
 * antd's markup of `element` under the product's theme (as the admin and the old customer pages
 * render it), and ours, both without the icons' accessible names (ui/Icon.tsx): ours are hidden from assistive technology
 * unless labelled in the page's language, where antd names them by their English drawing.
 */
const unnamedIcons = (html: string) => html.replace(/<span role="img"(?: aria-label="[^"]*")?(?: aria-hidden="true")? class="anticon/g, '<span role="img" class="anticon');
const antdMarkup = (element: ReactElement) => unnamedIcons(renderToStaticMarkup(<antd.ConfigProvider theme={theme}>{element}</antd.ConfigProvider>));
const ours = (element: ReactElement) => unnamedIcons(renderToStaticMarkup(element));

describe('light components wear antd 6 markup', () => {
  it('icons', () => {
    const pairs: [ReactElement, ReactElement][] = [
      [<Icon svg={ArrowLeftSvg} />, <ArrowLeftOutlined />],
      [<Icon svg={CheckCircleFilledSvg} aria-hidden />, <CheckCircleFilled aria-hidden />],
      [<Icon svg={VideoCameraSvg} className="x" />, <VideoCameraOutlined className="x" />],
    ];
    for (const [mine, theirs] of pairs) expect(ours(mine)).toBe(antdMarkup(theirs));
    // never named by its English drawing: hidden, or named in the page's language
    expect(renderToStaticMarkup(<Icon svg={ArrowLeftSvg} />)).toMatch(/^<span role="img" aria-hidden="true" class="anticon anticon-arrow-left">/);
    expect(renderToStaticMarkup(<Icon svg={ArrowLeftSvg} aria-label="Retour" />)).toMatch(/^<span role="img" aria-label="Retour" class=/);
  });

  it('buttons in every form the customer pages use', () => {
    const pairs: [ReactElement, ReactElement][] = [
      [<Button>Save</Button>, <antd.Button>Save</antd.Button>],
      [<Button icon={<Icon svg={ArrowLeftSvg} />}>Back</Button>, <antd.Button icon={<ArrowLeftOutlined />}>Back</antd.Button>],
      [
        <Button type="primary" icon={<Icon svg={ArrowRightSvg} />} iconPlacement="end">Continue</Button>,
        <antd.Button type="primary" icon={<ArrowRightOutlined />} iconPlacement="end">Continue</antd.Button>,
      ],
      [
        <Button type="primary" loading icon={<Icon svg={ArrowRightSvg} />} iconPlacement="end">Continue</Button>,
        <antd.Button type="primary" loading icon={<ArrowRightOutlined />} iconPlacement="end">Continue</antd.Button>,
      ],
      [<Button disabled>Save &amp; Exit</Button>, <antd.Button disabled>Save &amp; Exit</antd.Button>],
      [<Button type="text" icon={<Icon svg={LeftSvg} />} aria-label="Previous month" />, <antd.Button type="text" icon={<LeftOutlined />} aria-label="Previous month" />],
      [
        <Button type="text" danger icon={<Icon svg={DeleteSvg} />} loading aria-label="Delete plan.pdf" />,
        <antd.Button type="text" danger icon={<DeleteOutlined />} loading aria-label="Delete plan.pdf" />,
      ],
      [<Button size="small" type="link">Copy Link</Button>, <antd.Button size="small" type="link">Copy Link</antd.Button>],
      [<Button danger loading>Cancel Appointment</Button>, <antd.Button danger loading>Cancel Appointment</antd.Button>],
      [<Button type="primary" danger>Deselect Style</Button>, <antd.Button type="primary" danger>Deselect Style</antd.Button>],
      [<Button type="primary" size="large">Book Appointment</Button>, <antd.Button type="primary" size="large">Book Appointment</antd.Button>],
      [<Button size="large">Start a new project</Button>, <antd.Button size="large">Start a new project</antd.Button>],
      [<Button aria-controls="upload-x">Browse Files</Button>, <antd.Button aria-controls="upload-x">Browse Files</antd.Button>],
      [
        <Button type="primary" icon={<Icon svg={VideoCameraSvg} />} href="https://meet.example/x" target="_blank" rel="noopener noreferrer">Join Meeting</Button>,
        <antd.Button type="primary" icon={<VideoCameraOutlined />} href="https://meet.example/x" target="_blank" rel="noopener noreferrer">Join Meeting</antd.Button>,
      ],
    ];
    for (const [mine, theirs] of pairs) expect(ours(mine)).toBe(antdMarkup(theirs));
  });

  it('spinners, skeleton, alert and text area', () => {
    expect(ours(<Spin aria-label="Loading time slots" />)).toBe(antdMarkup(<antd.Spin aria-label="Loading time slots" />));
    expect(ours(<Spin size="small" />)).toBe(antdMarkup(<antd.Spin size="small" />));
    expect(ours(<Spin size="large" />)).toBe(antdMarkup(<antd.Spin size="large" />));
    expect(ours(<Skeleton />)).toBe(antdMarkup(<antd.Skeleton active />));
    const action = (small: typeof Button | typeof antd.Button) => {
      const B = small;
      return <B size="small">Try again</B>;
    };
    expect(ours(<WarningAlert title="Failed to load material categories. Please try again." action={action(Button)} />)).toBe(
      antdMarkup(<antd.Alert type="warning" showIcon title="Failed to load material categories. Please try again." action={action(antd.Button)} />),
    );
    expect(ours(<TextArea id="specialRequests" rows={3} value="" onChange={() => {}} aria-describedby="specialRequests-msg" />)).toBe(
      antdMarkup(<antd.Input.TextArea id="specialRequests" rows={3} value="" onChange={() => {}} aria-describedby="specialRequests-msg" />),
    );
  });

  it('segmented control (its generated radio name aside)', () => {
    const options = [
      { value: 'beirut', label: 'Beirut time' },
      { value: 'local', label: 'Local time' },
    ];
    const unnamed = (html: string) => html.replace(/ name="[^"]*"/g, '');
    expect(unnamed(ours(<Segmented size="small" aria-label="Time zone" value="beirut" onChange={() => {}} options={options} />))).toBe(
      unnamed(antdMarkup(<antd.Segmented size="small" aria-label="Time zone" value="beirut" onChange={() => {}} options={options} />)),
    );
  });

  it('tabs (ids, which antd adds in the browser, and its hidden overflow menu aside)', () => {
    const items = [
      { key: 'kitchen', label: 'Kitchen Materials', children: <p>K</p> },
      { key: 'wardrobe', label: 'Wardrobe Materials', children: <p>W</p> },
    ];
    const comparable = (html: string) =>
      html
        .replace(/ (id|aria-controls|aria-labelledby)="[^"]*"/g, '')
        .replace(/<div class="ant-tabs-nav-operations[^]*?<\/button><\/div>/, '')
        .replace(/ style=""/, '');
    expect(comparable(ours(<Tabs tabBarGutter={24} defaultActiveKey="kitchen" items={items} />))).toBe(
      comparable(antdMarkup(<antd.Tabs tabBarGutter={24} defaultActiveKey="kitchen" items={items} />)),
    );
  });
});

describe('light components behave as antd', () => {
  it('tabs: a click opens a tab, the arrow keys move the focus, Enter opens it, an opened pane stays (hidden)', () => {
    const items = [
      { key: 'kitchen', label: 'Kitchen Materials', children: <p>Kitchen pane</p> },
      { key: 'wardrobe', label: 'Wardrobe Materials', children: <p>Wardrobe pane</p> },
    ];
    render(<Tabs defaultActiveKey="kitchen" items={items} />);
    const [kitchen, wardrobe] = screen.getAllByRole('tab');
    expect(screen.queryByText('Wardrobe pane')).toBeNull();
    fireEvent.click(wardrobe);
    expect(wardrobe.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Kitchen pane').parentElement?.className).toContain('ant-tabs-content-hidden');
    expect(screen.getByRole('tabpanel').textContent).toBe('Wardrobe pane');
    wardrobe.focus();
    fireEvent.keyDown(wardrobe, { code: 'ArrowLeft' });
    expect(document.activeElement).toBe(kitchen);
    fireEvent.keyDown(kitchen, { code: 'Enter' });
    expect(kitchen.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Kitchen pane');
  });

  it('segmented: a click and the arrow keys choose, round the ends', () => {
    const onChange = vi.fn();
    const options = [
      { value: 'beirut', label: 'Beirut time' },
      { value: 'local', label: 'Local time' },
    ];
    const { rerender } = render(<Segmented aria-label="Time zone" value="beirut" onChange={onChange} options={options} />);
    fireEvent.click(screen.getByText('Local time'));
    expect(onChange).toHaveBeenLastCalledWith('local');
    rerender(<Segmented aria-label="Time zone" value="local" onChange={onChange} options={options} />);
    fireEvent.keyDown(screen.getAllByRole('radio')[1], { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('beirut');
  });

  it('button: no click while loading or disabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    fireEvent.click(screen.getByRole('button'));
    rerender(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    act(() => screen.getByRole('button').click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
