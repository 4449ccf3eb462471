//! Long work that Ctrl-C can stop: it runs on a helper thread without the GIL while the caller
//! wakes every 50 ms to let Python's signal handlers run; a `KeyboardInterrupt` sets the
//! cancellation flag the work checks (every search node, every explanation step).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

/// How often the waiting caller looks at Python's signals.
const TICK: Duration = Duration::from_millis(50);

/// Runs `work` (given the cancellation flag) off the GIL, stopping it on Ctrl-C.
pub fn run<T, F>(py: Python<'_>, work: F) -> PyResult<T>
where
    T: Send,
    F: FnOnce(Arc<AtomicBool>) -> T + Send,
{
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    std::thread::scope(|scope| {
        let (sender, mut receiver) = mpsc::channel();
        scope.spawn(move || {
            let _ = sender.send(work(flag));
        });
        loop {
            let (back, received) = py.detach(move || {
                let received = receiver.recv_timeout(TICK);
                (receiver, received)
            });
            receiver = back;
            match received {
                Ok(result) => return Ok(result),
                Err(RecvTimeoutError::Timeout) => {
                    if let Err(interrupt) = py.check_signals() {
                        cancel.store(true, Ordering::Relaxed);
                        // The work stops at its next check; its result is dropped.
                        let _ = py.detach(move || receiver.recv());
                        return Err(interrupt);
                    }
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(PyRuntimeError::new_err("the work ended without a result"));
                }
            }
        }
    })
}
