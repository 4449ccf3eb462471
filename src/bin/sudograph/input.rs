//! Opening the input and reporting bad records on standard error.

use std::fs::File;
use std::io::{self, BufRead, BufReader};

use sudograph::io::{ReadError, Reader, Record};

use crate::InputArgs;

/// The records of the input named by `args`, streamed.
pub fn records(args: &InputArgs) -> io::Result<(String, Reader<Box<dyn BufRead + Send>>)> {
    let (name, input): (String, Box<dyn BufRead + Send>) = match &args.file {
        None => ("-".to_string(), Box::new(BufReader::new(io::stdin()))),
        Some(path) if path.as_os_str() == "-" => {
            ("-".to_string(), Box::new(BufReader::new(io::stdin())))
        }
        Some(path) => {
            let file = File::open(path)
                .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
            (
                path.display().to_string(),
                Box::new(BufReader::with_capacity(1 << 16, file)),
            )
        }
    };
    Ok((name, Reader::new(input, args.shape)))
}

/// Tells the user about a record that could not be read, as `file:line:column: message`.
pub fn report(name: &str, error: &ReadError) {
    match error {
        ReadError::Parse(e) => eprintln!("{name}:{}:{}: {}", e.line(), e.column(), e.kind()),
        ReadError::Io(e) => eprintln!("{name}: {e}"),
    }
}

/// A record or the error that took its place.
pub type Item = Result<Record, ReadError>;
