#ifndef PROCESS_CONTROL_H
#define PROCESS_CONTROL_H

/// Makes the calling process the reaper of its orphaned descendants (Linux's PR_SET_CHILD_SUBREAPER), so an engine's
/// child that left its process group and lost its parent becomes our child, where it can still be found and ended.
/// Returns 0 on success and -1 where the system has no such setting.
int touchcheck_adopt_orphans(void);

#endif
