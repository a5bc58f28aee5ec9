import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';

/**
 * Accessible tabs (Radix): arrow keys move between tabs, Home/End jump to the ends. Pass
 * `activationMode="manual"` when switching a tab throws work away, so arrows only move focus and
 * Enter/Space selects.
 */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={`flex gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm ${className ?? ''}`}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={
        'inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ' +
        'whitespace-nowrap text-slate-700 transition-colors select-none hover:bg-slate-100 hover:text-slate-900 ' +
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
        'data-[state=active]:bg-indigo-600 data-[state=active]:text-white data-[state=active]:shadow-sm ' +
        (className ?? '')
      }
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={`focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 ${className ?? ''}`}
      {...props}
    />
  );
}
