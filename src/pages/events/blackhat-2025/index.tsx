import type {ReactNode} from 'react';
import EventPage from '@site/src/components/EventPage';
import {blackHat2025} from '@site/src/data/events';
import ArsenalResults from './_components/ArsenalResults';
import BoothDemos from './_components/BoothDemos';

export default function BlackHat2025Page(): ReactNode {
  return (
    <EventPage event={blackHat2025}>
      <BoothDemos />
      <ArsenalResults />
    </EventPage>
  );
}
