import * as React from 'react';
import { alpha } from '@mui/material/styles';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type {} from '@mui/material/themeCssVarsAugmentation';

export default function StyledTreeView() {
  return (
    <TreeView
      aria-label="Support handbook"
      defaultExpanded={['billing', 'refunds']}
      defaultSelected="partial-refund"
      defaultExpandIcon={<AddBoxOutlinedIcon />}
      defaultCollapseIcon={<IndeterminateCheckBoxOutlinedIcon />}
      sx={(theme) => ({
        maxWidth: 380,
        // Every nested list draws a guide line on the side its items are indented from.
        [`& .${treeItemClasses.group}`]: {
          margin: 0,
          marginInlineStart: 1.5,
          paddingInlineStart: 1,
          borderInlineStart: `1px dashed ${(theme.vars ?? theme).palette.divider}`,
        },
        [`& .${treeItemClasses.content}`]: {
          borderRadius: 1,
          py: 0.5,
          // Reserved on every row, so the selected row's bar does not shift its text.
          borderInlineStart: '3px solid transparent',
        },
        [`& .${treeItemClasses.iconContainer} svg`]: {
          fontSize: 18,
          color: 'text.secondary',
        },
        [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
          backgroundColor: theme.vars
            ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`
            : alpha(theme.palette.primary.main, 0.12),
          borderInlineStartColor: (theme.vars ?? theme).palette.primary.main,
          [`& .${treeItemClasses.label}`]: { fontWeight: 600 },
        },
        [`& .${treeItemClasses.content}.${treeItemClasses.focused}`]: {
          outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
          outlineOffset: -2,
        },
      })}
    >
      <TreeItem nodeId="accounts" label="Accounts">
        <TreeItem nodeId="password-reset" label="Password resets" />
        <TreeItem nodeId="two-factor" label="Two-factor authentication" />
      </TreeItem>
      <TreeItem nodeId="billing" label="Billing">
        <TreeItem nodeId="invoices" label="Invoice questions" />
        <TreeItem nodeId="refunds" label="Refunds">
          <TreeItem nodeId="full-refund" label="Full refund within 30 days" />
          <TreeItem nodeId="partial-refund" label="Partial refund" />
        </TreeItem>
      </TreeItem>
      <TreeItem nodeId="escalation" label="Escalation contacts" />
    </TreeView>
  );
}
